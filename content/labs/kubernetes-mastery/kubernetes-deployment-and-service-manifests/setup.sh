#!/bin/bash
set -e
# check-manifests, the offline manifest checker the steps use, is in the linux image
# (content/labs/images/linux/check-manifests).
mkdir -p /root/shop
cat > /root/shop/.yamllint <<'YL'
---
extends: default
rules:
  line-length:
    max: 120
YL
cat > /root/shop/deployment.yaml <<'YAML'
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: shop-api
  labels:
    app: shop-api
spec:
  replicas: 2
  selector:
    matchLabels:
      app: shop-api
      tier: backend
  replicas: 3
  template:
    metadata:
      labels:
        app: shop-api
        tier: api
    spec:
      containers:
        - name: api
          image: registry.example.com/shop/api:1.4.2
          ports:
            - name: http
              containerPort: 8080
          env:
            - name: LOG_LEVEL
              value: info
YAML
