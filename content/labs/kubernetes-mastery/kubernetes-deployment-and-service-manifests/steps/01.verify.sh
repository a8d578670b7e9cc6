#!/bin/bash
cd /root/shop 2>/dev/null || { echo "HINT: /root/shop is missing."; exit 1; }
[ -f deployment.yaml ] || { echo "HINT: /root/shop/deployment.yaml is missing."; exit 1; }
if ! yamllint deployment.yaml >/dev/null 2>&1; then
  echo "HINT: yamllint still reports errors in deployment.yaml: run 'yamllint deployment.yaml'."
  exit 1
fi
# check-manifests is the academy's copy (/usr/lib/shikhon/bin comes first on a check's PATH).
out=$(check-manifests deployment.yaml 2>&1)
if ! printf '%s\n' "$out" | grep -qE '^(OK: [0-9]+ object|[0-9]+ problem\(s\) found)'; then
  echo "HINT: check-manifests could not check deployment.yaml: run 'check-manifests deployment.yaml' and read its message."
  exit 1
fi
left=$(printf '%s\n' "$out" | grep '\[' | grep -v '\[policy\] resources:')
if [ -n "$left" ]; then
  echo "HINT: check-manifests still reports: $(echo "$left" | head -1 | sed 's/^[^[]*//')"
  exit 1
fi
python3 - <<'PY'
import sys
sys.excepthook = lambda *_: print("HINT: the file no longer has the structure the step describes: compare it with the step's example.")
import sys, yaml
d = yaml.safe_load(open("deployment.yaml"))
spec = d.get("spec") or {}
if spec.get("replicas") != 3:
    print(f"HINT: the Deployment should keep replicas: 3 (it has {spec.get('replicas')}).")
    sys.exit(1)
if (spec.get("selector") or {}).get("matchLabels") != {"app": "shop-api", "tier": "backend"}:
    print("HINT: keep the selector app: shop-api, tier: backend (a Deployment's selector cannot change); fix the template labels instead.")
    sys.exit(1)
PY
