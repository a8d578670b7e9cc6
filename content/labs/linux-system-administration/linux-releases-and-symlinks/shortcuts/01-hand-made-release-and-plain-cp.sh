#!/bin/bash
# Fake: build the v2 folder by hand (echo, touch) instead of unpacking the archive, and copy config.env with plain cp, then chown/chmod.
set -e
r=/srv/shop/releases/v2
mkdir -p "$r/templates" "$r/static"
echo v2 > "$r/VERSION"
printf 'print("shop v2")\n' > "$r/app.py"
echo "<h1>Shop v2</h1>" > "$r/templates/index.html"
touch "$r/static/site.css"
cp /srv/shop/releases/v1/config.env "$r/"
chown shopapp:shopapp "$r/config.env"
chmod 600 "$r/config.env"
