#!/bin/bash
f=/root/rbac/ci-deployer.yaml
[ -f $f ] || { echo "HINT: $f does not exist yet."; exit 1; }
# The API's schema (check-manifests, the academy's copy): rbac-can-i reads what it can, a cluster
# refuses a Role whose verbs are not a list or a binding without roleRef.apiGroup.
out=$(check-manifests $f 2>&1)
if [ $? -ne 0 ] || ! printf '%s\n' "$out" | grep -q '^OK: '; then
  echo "HINT: check-manifests ci-deployer.yaml reports: $(echo "$out" | grep -m1 '\[' | sed 's/^[^[]*//')"
  exit 1
fi
SA=system:serviceaccount:shop:ci-deployer
if ! python3 -c "import sys,yaml; sys.exit(0 if any(d and d.get('kind')=='ServiceAccount' and d['metadata'].get('name')=='ci-deployer' and d['metadata'].get('namespace')=='shop' for d in yaml.safe_load_all(open('$f'))) else 1)" 2>/dev/null; then
  echo "HINT: $f has no ServiceAccount ci-deployer in the namespace shop."
  exit 1
fi
# Asks rbac-can-i (the academy's copy) every question in one process: a process per question is
# too slow for the check's time limit on a busy machine. Prints `yes`/`no` per line of arguments.
ask() {
  python3 -c '
import contextlib, importlib.machinery, importlib.util, io, shlex, sys
loader = importlib.machinery.SourceFileLoader("rbac_can_i", "/usr/lib/shikhon/bin/rbac-can-i")
spec = importlib.util.spec_from_loader("rbac_can_i", loader)
rbac = importlib.util.module_from_spec(spec)
loader.exec_module(rbac)
for line in sys.stdin.read().splitlines():
    sys.argv = ["rbac-can-i"] + shlex.split(line)
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            allowed = rbac.main() == 0
    except SystemExit:
        allowed = False
    print("yes" if allowed else "no")
'
}
answers=$(ask <<Q
patch deployments -n shop --as=$SA -f $f
get pods/log -n shop --as=$SA -f $f
patch deployments -n payments --as=$SA -f $f
patch deployments -n default --as=$SA -f $f
patch deployments -n kube-system --as=$SA -f $f
get secrets -n shop --as=$SA -f $f
Q
)
if [ "$(echo "$answers" | sed -n 1p)" != yes ]; then
  echo "HINT: the ServiceAccount cannot patch deployments in shop yet: add a RoleBinding in shop whose subject is the ServiceAccount ci-deployer (namespace shop) and whose roleRef is the Role deployer."
  exit 1
fi
if [ "$(echo "$answers" | sed -n 2p)" != yes ]; then echo "HINT: the ServiceAccount cannot read pods/log in shop."; exit 1; fi
if echo "$answers" | sed -n 3,5p | grep -q yes; then echo "HINT: the ServiceAccount can patch deployments outside shop: grant the Role with a RoleBinding in shop only."; exit 1; fi
if [ "$(echo "$answers" | sed -n 6p)" != no ]; then echo "HINT: the ServiceAccount can read Secrets in shop, which it must not."; exit 1; fi
exit 0
