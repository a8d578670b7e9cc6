#!/bin/bash
f=/root/rbac/ci-deployer.yaml
[ -f $f ] || { echo "HINT: $f does not exist yet."; exit 1; }
if ! yamllint -d relaxed $f >/dev/null 2>&1; then echo "HINT: $f is not valid YAML: run yamllint $f."; exit 1; fi
can() { /usr/local/bin/rbac-can-i "$1" "$2" -n shop --role=shop/deployer -f $f >/dev/null 2>&1; }
if ! python3 -c "import sys,yaml; sys.exit(0 if any(d and d.get('kind')=='Role' and d['metadata'].get('name')=='deployer' and d['metadata'].get('namespace')=='shop' for d in yaml.safe_load_all(open('$f'))) else 1)" 2>/dev/null; then
  echo "HINT: $f has no Role named deployer in the namespace shop (metadata.namespace: shop)."
  exit 1
fi
for check in get:deployments list:deployments watch:deployments update:deployments patch:deployments \
  get:replicasets list:replicasets watch:replicasets get:pods list:pods watch:pods get:pods/log; do
  if ! can "${check%%:*}" "${check#*:}"; then echo "HINT: the Role does not allow '${check%%:*}' on ${check#*:} yet."; exit 1; fi
done
for check in create:deployments delete:deployments get:secrets list:secrets create:pods delete:pods \
  create:pods/exec get:pods/exec get:configmaps create:rolebindings; do
  if can "${check%%:*}" "${check#*:}"; then echo "HINT: the Role allows '${check%%:*}' on ${check#*:}, which a deploy does not need: remove it (no wildcards)."; exit 1; fi
done
exit 0
