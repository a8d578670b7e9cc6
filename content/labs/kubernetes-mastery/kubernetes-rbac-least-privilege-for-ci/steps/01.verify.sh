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
allow="get:deployments list:deployments watch:deployments update:deployments patch:deployments
get:replicasets list:replicasets watch:replicasets get:pods list:pods watch:pods get:pods/log"
deny="create:deployments delete:deployments get:secrets list:secrets create:pods delete:pods
create:pods/exec get:pods/exec get:configmaps create:rolebindings"
# shellcheck disable=SC2086
answers=$(for c in $allow $deny; do echo "${c%%:*} ${c#*:} -n shop --role=shop/deployer -f $f"; done | ask)
i=0
# shellcheck disable=SC2086
for c in $allow $deny; do
  i=$((i + 1)); a=$(echo "$answers" | sed -n "${i}p")
  case " $(echo $allow) " in
    *" $c "*) [ "$a" = yes ] || { echo "HINT: the Role does not allow '${c%%:*}' on ${c#*:} yet."; exit 1; } ;;
    *) [ "$a" = no ] || { echo "HINT: the Role allows '${c%%:*}' on ${c#*:}, which a deploy does not need: remove it (no wildcards)."; exit 1; } ;;
  esac
done
exit 0
