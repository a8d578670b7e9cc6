#!/bin/bash
f=/root/shop/ingress.yaml
[ -f "$f" ] || { echo "HINT: $f does not exist yet."; exit 1; }
if ! (cd /root/shop && yamllint ingress.yaml >/dev/null 2>&1); then echo "HINT: yamllint reports errors in ingress.yaml."; exit 1; fi
python3 - "$f" <<'PY' || exit 1
import sys
sys.excepthook = lambda *_: print("HINT: the file no longer has the structure the step describes: compare it with the step's example.")
import sys, yaml
docs = [d for d in yaml.safe_load_all(open(sys.argv[1])) if d]
ing = next((d for d in docs if isinstance(d, dict) and d.get("kind") == "Ingress"), None)
if not ing:
    print("HINT: ingress.yaml holds no object of kind: Ingress.")
    sys.exit(1)
if ing.get("apiVersion") != "networking.k8s.io/v1":
    print("HINT: an Ingress uses apiVersion: networking.k8s.io/v1.")
    sys.exit(1)
if (ing.get("spec") or {}).get("ingressClassName") != "nginx":
    print("HINT: the Ingress should name its controller: spec.ingressClassName: nginx.")
    sys.exit(1)
rules = (ing.get("spec") or {}).get("rules") or []
rule = next((r for r in rules if r.get("host") == "shop.example.com"), None)
if not rule:
    print("HINT: there is no rule for host shop.example.com.")
    sys.exit(1)
paths = {p.get("path"): p for p in (rule.get("http") or {}).get("paths") or []}
def backend(p):
    s = (p.get("backend") or {}).get("service") or {}
    return s.get("name"), (s.get("port") or {}).get("number")
for path, svc in (("/api", "shop-api"), ("/", "shop-web")):
    p = paths.get(path) or paths.get(path + "/" if path != "/" else path)
    if not p:
        print(f"HINT: the shop.example.com rule has no path {path}.")
        sys.exit(1)
    if p.get("pathType") != "Prefix":
        print(f"HINT: path {path} should have pathType: Prefix.")
        sys.exit(1)
    if backend(p) != (svc, 80):
        print(f"HINT: path {path} should go to service {svc}, port number 80 (it goes to {backend(p)}).")
        sys.exit(1)
PY
out=$(check-manifests "$f" 2>&1)
if [ $? -ne 0 ] || ! printf '%s\n' "$out" | grep -q '^OK: '; then
  echo "HINT: check-manifests ingress.yaml reports: $(echo "$out" | grep -m1 '\[' | sed 's/^[^[]*//')"
  exit 1
fi
exit 0
