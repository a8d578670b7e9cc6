#!/bin/bash
f=/root/rbac/ci-deployer.yaml
[ -f $f ] || { echo "HINT: $f does not exist yet."; exit 1; }
SA=system:serviceaccount:shop:ci-deployer
if ! python3 -c "import sys,yaml; sys.exit(0 if any(d and d.get('kind')=='ServiceAccount' and d['metadata'].get('name')=='ci-deployer' and d['metadata'].get('namespace')=='shop' for d in yaml.safe_load_all(open('$f'))) else 1)" 2>/dev/null; then
  echo "HINT: $f has no ServiceAccount ci-deployer in the namespace shop."
  exit 1
fi
if ! /usr/local/bin/rbac-can-i patch deployments -n shop --as=$SA -f $f >/dev/null 2>&1; then
  echo "HINT: the ServiceAccount cannot patch deployments in shop yet: add a RoleBinding in shop whose subject is the ServiceAccount ci-deployer (namespace shop) and whose roleRef is the Role deployer."
  exit 1
fi
if ! /usr/local/bin/rbac-can-i get pods/log -n shop --as=$SA -f $f >/dev/null 2>&1; then echo "HINT: the ServiceAccount cannot read pods/log in shop."; exit 1; fi
for ns in payments default kube-system; do
  if /usr/local/bin/rbac-can-i patch deployments -n $ns --as=$SA -f $f >/dev/null 2>&1; then echo "HINT: the ServiceAccount can patch deployments in $ns: grant the Role with a RoleBinding in shop only."; exit 1; fi
done
if /usr/local/bin/rbac-can-i get secrets -n shop --as=$SA -f $f >/dev/null 2>&1; then echo "HINT: the ServiceAccount can read Secrets in shop, which it must not."; exit 1; fi
exit 0
