#!/bin/bash
# Fake: change the access_log of the whole http block in nginx.conf, so every site writes to it.
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

    location /api/ {
        proxy_pass http://127.0.0.1:5000/;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
}
CONF
ln -sf /etc/nginx/sites-available/shop /etc/nginx/sites-enabled/shop
sed -i 's|access_log /var/log/nginx/access.log;|access_log /var/log/nginx/shop.access.log;|' /etc/nginx/nginx.conf
grep -q 'shop.access.log' /etc/nginx/nginx.conf
nginx -t
systemctl enable --now nginx
