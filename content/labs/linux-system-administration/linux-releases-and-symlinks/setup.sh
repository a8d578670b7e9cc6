#!/bin/bash
set -e
id shopapp >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin shopapp
for v in v0 v1; do
  mkdir -p "/srv/shop/releases/$v/templates"
  echo "$v" > "/srv/shop/releases/$v/VERSION"
  printf 'print("shop %s")\n' "$v" > "/srv/shop/releases/$v/app.py"
  echo "<h1>Shop $v</h1>" > "/srv/shop/releases/$v/templates/index.html"
done
printf 'DATABASE_URL=postgresql://shop:S3cret@127.0.0.1:5432/shop\nSHOP_CURRENCY=BDT\n' > /srv/shop/releases/v1/config.env
chown shopapp:shopapp /srv/shop/releases/v1/config.env
chmod 600 /srv/shop/releases/v1/config.env
ln -s /srv/shop/releases/v1 /srv/shop/current
tmp=$(mktemp -d)
mkdir -p "$tmp/templates" "$tmp/static"
echo v2 > "$tmp/VERSION"
printf 'print("shop v2")\n' > "$tmp/app.py"
echo "<h1>Shop v2</h1>" > "$tmp/templates/index.html"
echo "body { color: #222; }" > "$tmp/static/site.css"
tar -czf /root/shop-v2.tar.gz -C "$tmp" .
rm -rf "$tmp"
