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
r = c.get("readinessProbe") or {}
if not r.get("httpGet"):
    print("HINT: there is no readinessProbe (httpGet) yet.")
    sys.exit(1)
if r["httpGet"].get("path") != "/ready":
    print("HINT: the readiness probe should check /ready, which reports whether the database is reachable.")
    sys.exit(1)
if r.get("failureThreshold", 3) * r.get("periodSeconds", 10) > 15:
    print("HINT: the readiness probe takes more than 15 s to notice an outage: use periodSeconds 5 and failureThreshold 2.")
    sys.exit(1)
PY
if ! systemctl is-active --quiet orders-db; then echo "HINT: the database is still stopped: systemctl start orders-db."; exit 1; fi
out=$(probe-check $f 2>&1)
if [ $? -ne 0 ]; then echo "HINT: with the database up, a probe fails: $(echo "$out" | grep -m1 FAIL | tr -s ' ')"; exit 1; fi
trap 'systemctl start orders-db' EXIT
systemctl stop orders-db
if probe-check $f --only readiness >/dev/null 2>&1; then echo "HINT: the readiness probe still passes while the database is down: it should check /ready."; exit 1; fi
if ! probe-check $f --only liveness >/dev/null 2>&1; then echo "HINT: the liveness probe fails while the database is down: it should check /healthz."; exit 1; fi
exit 0
