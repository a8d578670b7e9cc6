#!/bin/bash
# Fake: copy the file to app.ini.bak and write the edited config by hand (as an editor would) instead of sed -i.bak.
set -e
cp /etc/shop/app.ini /etc/shop/app.ini.bak
cat > /etc/shop/app.ini <<'INI'
[server]
bind = 127.0.0.1:8000
log_level = info

[database]
host = 10.20.0.40
port = 5432
name = shop

[cache]
host = 10.20.0.15
port = 6379
INI
