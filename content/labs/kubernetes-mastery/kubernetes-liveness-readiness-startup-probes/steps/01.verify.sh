#!/bin/bash
f=/root/orders/deployment.yaml
[ -f $f ] || { echo "HINT: $f is missing."; exit 1; }
if ! (cd /root/orders && yamllint deployment.yaml >/dev/null 2>&1); then echo "HINT: yamllint reports errors in deployment.yaml (check the indentation)."; exit 1; fi
# The API's schema first (check-manifests, the academy's copy): a misspelled probe field is dropped
# by a cluster without strict validation. The team's [policy] lines are not this lab's subject.
out=$(check-manifests $f 2>&1)
if ! printf '%s\n' "$out" | grep -qE '^(OK: [0-9]+ object|[0-9]+ problem\(s\) found)'; then
  echo "HINT: check-manifests could not check deployment.yaml: run 'check-manifests deployment.yaml'."
  exit 1
fi
left=$(printf '%s\n' "$out" | grep '\[' | grep -v '\[policy\]')
if [ -n "$left" ]; then
  echo "HINT: check-manifests deployment.yaml reports: $(echo "$left" | head -1 | sed 's/^[^[]*//')"
  exit 1
fi
python3 - $f <<'PY' || exit 1
import sys
sys.excepthook = lambda *_: print("HINT: deployment.yaml no longer has the shape of a Deployment (spec.template.spec.containers[0]): compare it with the step's example.")
import sys, yaml
d = next(x for x in yaml.safe_load_all(open(sys.argv[1])) if x and x.get("kind") == "Deployment")
c = d["spec"]["template"]["spec"]["containers"][0]
live, start = c.get("livenessProbe") or {}, c.get("startupProbe") or {}
get = live.get("httpGet") or {}
if get.get("path") != "/healthz":
    print(f"HINT: the liveness probe checks {get.get('path')!r}; it should check /healthz, which does not depend on the database.")
    sys.exit(1)
if not start.get("httpGet"):
    print("HINT: there is no startupProbe (httpGet) yet.")
    sys.exit(1)
budget = start.get("initialDelaySeconds", 0) + start.get("failureThreshold", 3) * start.get("periodSeconds", 10)
if budget < 40:
    print(f"HINT: the startup probe allows only {budget} s (failureThreshold x periodSeconds); the start can take 40 s.")
    sys.exit(1)
if (start.get("httpGet") or {}).get("path") != "/healthz":
    print("HINT: the startup probe should check /healthz: it asks whether the process has started, not whether the database is there.")
    sys.exit(1)
if live.get("initialDelaySeconds", 0) > 0 and live.get("initialDelaySeconds", 0) < 40:
    print("HINT: remove initialDelaySeconds from the liveness probe: the startup probe now covers the start.")
    sys.exit(1)
PY
# The outage drill: with the database stopped, startup and liveness must still pass.
was=$(systemctl is-active orders-db)
trap '[ "$was" = active ] && systemctl start orders-db' EXIT
systemctl stop orders-db
for p in startup liveness; do
  out=$(probe-check $f --only $p 2>&1)
  if [ $? -ne 0 ]; then echo "HINT: during a database outage the $p probe fails: $(echo "$out" | head -1 | tr -s ' ')"; exit 1; fi
done
exit 0
