#!/bin/bash
f=/root/billing/configmap.yaml
[ -f "$f" ] || { echo "HINT: $f does not exist yet."; exit 1; }
if ! (cd /root/billing && yamllint "$f") >/dev/null 2>&1; then echo "HINT: yamllint reports errors in configmap.yaml."; exit 1; fi
out=$(check-manifests "$f")
if [ $? -ne 0 ]; then echo "HINT: check-manifests configmap.yaml reports: $(echo "$out" | grep '\[' | head -1 | sed 's/^[^[]*//')"; exit 1; fi
python3 - "$f" <<'PY'
import sys
sys.excepthook = lambda *_: print("HINT: the file no longer has the structure the step describes: compare it with the step's example.")
import sys, yaml
docs = [d for d in yaml.safe_load_all(open(sys.argv[1])) if d]
cm = next((d for d in docs if d.get("kind") == "ConfigMap"), None)
if not cm:
    print("HINT: configmap.yaml holds no object of kind: ConfigMap.")
    sys.exit(1)
if cm["metadata"].get("name") != "billing-config":
    print("HINT: name the ConfigMap billing-config.")
    sys.exit(1)
want = {"LOG_LEVEL": "info", "CURRENCY": "BDT", "PAYMENT_TIMEOUT_SECONDS": "30"}
data = cm.get("data") or {}
for key, value in want.items():
    if data.get(key) != value:
        print(f"HINT: the ConfigMap should have {key}: {value!r} (it has {data.get(key)!r}).")
        sys.exit(1)
PY
