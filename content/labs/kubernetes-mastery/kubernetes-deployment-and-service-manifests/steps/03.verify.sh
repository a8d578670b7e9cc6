#!/bin/bash
cd /root/shop 2>/dev/null || { echo "HINT: /root/shop is missing."; exit 1; }
if ! yamllint deployment.yaml >/dev/null 2>&1; then
  echo "HINT: yamllint reports errors in deployment.yaml: run 'yamllint deployment.yaml' (check the indentation of resources:)."
  exit 1
fi
out=$(check-manifests deployment.yaml service.yaml 2>&1)
if [ $? -ne 0 ] || ! printf '%s\n' "$out" | grep -q '^OK: 2 object'; then
  echo "HINT: check-manifests deployment.yaml service.yaml does not pass yet: $(echo "$out" | grep -m1 '\[' | sed 's/^[^[]*//')"
  exit 1
fi
python3 - <<'PY'
import sys
sys.excepthook = lambda *_: print("HINT: deployment.yaml no longer has the shape of a Deployment (spec.template.spec.containers[0]): compare it with the step's example.")
import sys, yaml
d = yaml.safe_load(open("deployment.yaml"))
c = d["spec"]["template"]["spec"]["containers"][0]
r = c.get("resources") or {}
want = {"requests": {"cpu": "100m", "memory": "128Mi"}, "limits": {"cpu": "500m", "memory": "256Mi"}}
for kind, values in want.items():
    for key, value in values.items():
        got = str((r.get(kind) or {}).get(key))
        if got != value:
            print(f"HINT: resources.{kind}.{key} of the api container should be {value} (it is {got}).")
            sys.exit(1)
PY
