#!/bin/bash
# Fake: turn Debian's default site into the shop (its root and name) and leave an empty link as
# "the shop site", so every host name gets the shop.
set -e
sed -i -e 's|^\(\s*root\s\+\)/var/www/html;|\1/srv/www/shop;|' -e 's|^\(\s*server_name\s\+\)_;|\1shop.local;|' /etc/nginx/sites-available/default
ln -s /dev/null /etc/nginx/sites-enabled/shop
nginx -t
systemctl enable --now nginx
