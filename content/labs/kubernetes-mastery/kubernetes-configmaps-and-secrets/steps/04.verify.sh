#!/bin/bash
cd /root/billing 2>/dev/null || { echo "HINT: /root/billing is missing."; exit 1; }
if ! yamllint deployment.yaml >/dev/null 2>&1; then echo "HINT: yamllint reports errors in deployment.yaml (check the indentation)."; exit 1; fi
python3 - <<'PY' || exit 1
import sys
sys.excepthook = lambda *_: print("HINT: deployment.yaml no longer has the shape of a Deployment (spec.template.spec.containers[0]): compare it with the step's example.")
import sys, yaml
d = yaml.safe_load(open("deployment.yaml"))
c = d["spec"]["template"]["spec"]["containers"][0]
refs = [(s.get("configMapRef") or {}).get("name") for s in c.get("envFrom") or []]
if "billing-config" not in refs:
    print("HINT: the container has no envFrom with configMapRef billing-config.")
    sys.exit(1)
env = {e.get("name"): e for e in c.get("env") or []}
for name in ("LOG_LEVEL", "CURRENCY", "PAYMENT_TIMEOUT_SECONDS"):
    if name in env:
        print(f"HINT: {name} is still a literal env value; it should come from the ConfigMap.")
        sys.exit(1)
for name in ("DB_USER", "DB_PASSWORD", "PAYMENT_API_TOKEN"):
    ref = ((env.get(name) or {}).get("valueFrom") or {}).get("secretKeyRef") or {}
    if ref.get("name") != "billing-db" or ref.get("key") != name:
        print(f"HINT: {name} should come from the Secret billing-db, key {name} (valueFrom.secretKeyRef).")
        sys.exit(1)
PY
out=$(check-manifests deployment.yaml configmap.yaml secret.yaml)
if [ $? -ne 0 ]; then echo "HINT: check-manifests deployment.yaml configmap.yaml secret.yaml reports: $(echo "$out" | grep '\[' | head -1 | sed 's/^[^[]*//')"; exit 1; fi
exit 0
