#!/bin/bash
cd /root/shop 2>/dev/null || { echo "HINT: /root/shop is missing."; exit 1; }
[ -f service.yaml ] || { echo "HINT: /root/shop/service.yaml does not exist yet."; exit 1; }
if ! yamllint service.yaml >/dev/null 2>&1; then
  echo "HINT: yamllint reports errors in service.yaml: run 'yamllint service.yaml'."
  exit 1
fi
python3 - <<'PY' || exit 1
import sys
sys.excepthook = lambda *_: print("HINT: the file no longer has the structure the step describes: compare it with the step's example.")
import sys, yaml
docs = [d for d in yaml.safe_load_all(open("service.yaml")) if d]
svc = [d for d in docs if isinstance(d, dict) and d.get("kind") == "Service"]
if not svc:
    print("HINT: service.yaml holds no object of kind: Service.")
    sys.exit(1)
s = svc[0]
if (s.get("metadata") or {}).get("name") != "shop-api":
    print("HINT: name the Service shop-api, so that other Pods reach it at http://shop-api.")
    sys.exit(1)
if (s.get("spec") or {}).get("type", "ClusterIP") != "ClusterIP":
    print("HINT: the API is only used inside the cluster: the Service type should be ClusterIP.")
    sys.exit(1)
ports = (s.get("spec") or {}).get("ports") or []
if not any(p.get("port") == 80 for p in ports):
    print("HINT: the Service should listen on port 80.")
    sys.exit(1)
PY
out=$(check-manifests deployment.yaml service.yaml 2>&1)
if ! printf '%s\n' "$out" | grep -qE '^(OK: [0-9]+ object|[0-9]+ problem\(s\) found)'; then
  echo "HINT: check-manifests could not check the two files: run 'check-manifests deployment.yaml service.yaml' and read its message."
  exit 1
fi
left=$(printf '%s\n' "$out" | grep '\[' | grep -v '\[policy\] resources:')
if [ -n "$left" ]; then
  echo "HINT: check-manifests deployment.yaml service.yaml reports: $(echo "$left" | head -1 | sed 's/^[^[]*//')"
  exit 1
fi
exit 0
