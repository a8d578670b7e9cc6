#!/bin/bash
# Fake: everything done, but the replica count misspelled (replica: 3); without strict validation the
# API server would drop the field and run one Pod.
set -e
cd /root/shop
cat > deployment.yaml <<'YAML'
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: shop-api
  labels:
    app: shop-api
spec:
  replicas: 3
  selector:
    matchLabels:
      app: shop-api
      tier: backend
  template:
    metadata:
      labels:
        app: shop-api
        tier: backend
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
          resources:
            requests:
              cpu: 100m
              memory: 128Mi
            limits:
              cpu: 500m
              memory: 256Mi
YAML
cat > service.yaml <<'YAML'
---
apiVersion: v1
kind: Service
metadata:
  name: shop-api
  labels:
    app: shop-api
spec:
  type: ClusterIP
  selector:
    app: shop-api
    tier: backend
  ports:
    - name: http
      port: 80
      targetPort: http
      protocol: TCP
YAML
sed -i 's/^  replicas: 3$/  replica: 3/' deployment.yaml
