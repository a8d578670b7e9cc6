#!/bin/bash
set -e
# check-manifests, the offline manifest checker the steps use, is in the linux image
# (content/labs/images/linux/check-manifests).
mkdir -p /root/billing
cat > /root/billing/.yamllint <<'YL'
---
extends: default
rules:
  line-length:
    max: 120
YL
user=$(printf '%s' billing | base64)
password=$(echo 'Kx7-tulip-Rain' | base64)
cat > /root/billing/secret.yaml <<YAML
---
apiVersion: v1
kind: Secret
metadata:
  name: billing-db
type: Opaque
data:
  DB_USER: $user
  DB_PASSWORD: $password
YAML
echo 'tok-2f9c81d4e7a0' > /root/billing/new-token.txt
chmod 600 /root/billing/new-token.txt
cat > /root/billing/deployment.yaml <<'YAML'
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: billing
  labels:
    app: billing
spec:
  replicas: 2
  selector:
    matchLabels:
      app: billing
  template:
    metadata:
      labels:
        app: billing
    spec:
      containers:
        - name: billing
          image: registry.example.com/shop/billing:3.2.0
          ports:
            - name: http
              containerPort: 8000
          env:
            - name: LOG_LEVEL
              value: info
            - name: CURRENCY
              value: BDT
            - name: PAYMENT_TIMEOUT_SECONDS
              value: "30"
            - name: DB_PASSWORD
              value: Kx7-tulip-Rain
          resources:
            requests:
              cpu: 100m
              memory: 128Mi
            limits:
              cpu: 500m
              memory: 256Mi
YAML
