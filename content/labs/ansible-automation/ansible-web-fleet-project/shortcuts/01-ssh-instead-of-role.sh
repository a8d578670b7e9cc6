#!/bin/bash
# Fake: make the role skeleton, then set up the site and page on each node over ssh instead of
# applying a role.
set -e
cd /root/shop-fleet
ansible-galaxy role init --force --init-path roles shop_web </dev/null
for node in node1 node2; do
  ssh -n "$node" "mkdir -p /var/www/shop && echo '<h1>Shop 1.0.0 (staging) on $node</h1>' > /var/www/shop/index.html && printf 'server {\n    listen 8080;\n    root /var/www/shop;\n}\n' > /etc/nginx/sites-enabled/shop.conf && systemctl enable --now nginx && systemctl reload nginx"
done
