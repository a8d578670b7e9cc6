#!/bin/bash
# Undoes what this lab's shortcuts may leave behind: tests/labs/lab-content.test.ts runs the
# shortcuts in order on one sandbox and this script between them (docs/labs-format.md).
set -e
cd /root/billing
# back to the lab's Secret and token file (an earlier shortcut may have changed or moved them)
cat > secret.yaml <<YAML
---
apiVersion: v1
kind: Secret
metadata:
  name: billing-db
type: Opaque
data:
  DB_USER: $(printf '%s' billing | base64)
  DB_PASSWORD: $(echo 'Kx7-tulip-Rain' | base64)
YAML
rm -f /root/.payment-token.bak
echo 'tok-2f9c81d4e7a0' > new-token.txt
chmod 600 new-token.txt
# the learner's check-manifests link, which a shortcut may have replaced with /bin/true
ln -sfn /usr/lib/shikhon/bin/check-manifests /usr/local/bin/check-manifests
