#!/bin/bash
set -e
cd /root/rbac
cat > ci-deployer.yaml <<'YAML'
---
apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata:
  name: deployer
  namespace: shop
rules:
  - apiGroups: ['apps']
    resources: ['deployments']
    verbs: ['get', 'list', 'watch', 'update', 'patch']
  - apiGroups: ['apps']
    resources: ['replicasets']
    verbs: ['get', 'list', 'watch']
  - apiGroups: ['']
    resources: ['pods']
    verbs: ['get', 'list', 'watch']
  - apiGroups: ['']
    resources: ['pods/log']
    verbs: ['get']
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: ci-deployer
  namespace: shop
automountServiceAccountToken: false
---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata:
  name: ci-deployer
  namespace: shop
subjects:
  - kind: ServiceAccount
    name: ci-deployer
    namespace: shop
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: Role
  name: deployer
YAML
python3 - <<'PY'
text = open("legacy-ci.yaml").read()
docs = text.split("\n---\n")
kept = [d for d in docs if "name: ci-deployer-admin" not in d]
open("legacy-ci.yaml", "w").write("\n---\n".join(kept))
PY
SA=system:serviceaccount:shop:ci-deployer
! rbac-can-i get secrets -n kube-system --as=$SA -f /root/rbac
rbac-can-i patch deployments -n shop --as=$SA -f /root/rbac
rbac-can-i list nodes --as=system:serviceaccount:monitoring:prometheus -f /root/rbac
