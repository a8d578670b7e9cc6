#!/bin/bash
# Fake: type the Secret by hand with the right password, but with a field misspelled (tpye:).
set -e
cd /root/billing
cat > secret.yaml <<YAML
---
apiVersion: v1
kind: Secret
metadata:
  name: billing-db
tpye: Opaque
data:
  DB_USER: $(printf '%s' billing | base64)
  DB_PASSWORD: $(printf '%s' 'Kx7-tulip-Rain' | base64)
YAML
