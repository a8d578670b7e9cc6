#!/bin/bash
# Fake: a Role whose verbs and resources are single strings instead of lists; a lenient reader finds
# the words in them, the API server refuses the Role.
set -e
cat > /root/rbac/ci-deployer.yaml <<'YAML'
---
apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata:
  name: deployer
  namespace: shop
rules:
  - apiGroups: ['apps']
    resources: deployments
    verbs: get list watch update patch
  - apiGroups: ['apps']
    resources: replicasets
    verbs: get list watch
  - apiGroups: ['']
    resources: pods pods/log
    verbs: get list watch
YAML
