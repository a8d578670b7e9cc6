#!/bin/bash
# Fake: steps 1 to 3 done, the Deployment wired up, but with a misspelled kind (kind: Deploymnet).
set -e
cd /root/billing
pw=$(printf '%s' 'Kx7-tulip-Rain' | base64)
sed -i "s|^  DB_PASSWORD: .*|  DB_PASSWORD: $pw|" secret.yaml
tok=$(tr -d '\n' < new-token.txt | base64)
echo "  PAYMENT_API_TOKEN: $tok" >> secret.yaml
shred -u new-token.txt
cat > configmap.yaml <<'YAML'
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: billing-config
data:
  LOG_LEVEL: info
  CURRENCY: BDT
  PAYMENT_TIMEOUT_SECONDS: "30"
YAML
cat > deployment.yaml <<'YAML'
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
          envFrom:
            - configMapRef:
                name: billing-config
          env:
            - name: DB_USER
              valueFrom:
                secretKeyRef:
                  name: billing-db
                  key: DB_USER
            - name: DB_PASSWORD
              valueFrom:
                secretKeyRef:
                  name: billing-db
                  key: DB_PASSWORD
            - name: PAYMENT_API_TOKEN
              valueFrom:
                secretKeyRef:
                  name: billing-db
                  key: PAYMENT_API_TOKEN
          resources:
            requests:
              cpu: 100m
              memory: 128Mi
            limits:
              cpu: 500m
              memory: 256Mi
YAML
sed -i 's/^kind: Deployment$/kind: Deploymnet/' deployment.yaml
