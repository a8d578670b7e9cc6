#!/bin/bash
# Fake: replace the checker with /bin/true (cp /bin/true /usr/local/bin/check-manifests), then write
# a Service whose targetPort is no port of the container.
set -e
cd /root/shop
sed -i -e '/^  replicas: 2$/d' -e 's/^        tier: api$/        tier: backend/' deployment.yaml
cp --remove-destination /bin/true /usr/local/bin/check-manifests
cat > service.yaml <<'YAML'
---
apiVersion: v1
kind: Service
metadata:
  name: shop-api
spec:
  type: ClusterIP
  selector:
    app: shop-api
    tier: backend
  ports:
    - name: http
      port: 80
      targetPort: web
YAML
check-manifests deployment.yaml service.yaml
