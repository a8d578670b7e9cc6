#!/bin/bash
# Fake: the right paths, but a misspelled field (lables:), which a cluster without strict
# validation drops silently.
set -e
cat > /root/shop/ingress.yaml <<'YAML'
---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: shop
  lables:
    app: shop
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
