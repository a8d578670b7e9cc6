#!/bin/bash
f=/root/billing/secret.yaml
[ -f "$f" ] || { echo "HINT: $f is missing."; exit 1; }
python3 - "$f" <<'PY' || exit 1
import sys
sys.excepthook = lambda *_: print("HINT: the file no longer has the structure the step describes: compare it with the step's example.")
import base64, sys, yaml
try:
    docs = [d for d in yaml.safe_load_all(open(sys.argv[1])) if d]
except yaml.YAMLError:
    print("HINT: secret.yaml is no longer valid YAML: run 'yamllint secret.yaml'.")
    sys.exit(1)
s = next((d for d in docs if d.get("kind") == "Secret"), None)
if not s or (s.get("metadata") or {}).get("name") != "billing-db":
    print("HINT: secret.yaml should still hold the Secret billing-db (the Deployment refers to it by that name).")
    sys.exit(1)
data = (s or {}).get("data") or {}
try:
    pw = base64.b64decode(str(data.get("DB_PASSWORD", "")), validate=True)
    user = base64.b64decode(str(data.get("DB_USER", "")), validate=True)
except Exception:
    print("HINT: a value under data: in secret.yaml is not valid base64.")
    sys.exit(1)
if pw.endswith(b"\n"):
    print("HINT: DB_PASSWORD still decodes to the password followed by a newline: encode it with printf '%s' ... | base64.")
    sys.exit(1)
if pw != b"Kx7-tulip-Rain":
    print(f"HINT: DB_PASSWORD should decode to Kx7-tulip-Rain; it decodes to {pw!r}.")
    sys.exit(1)
if user != b"billing":
    print("HINT: DB_USER should still decode to billing.")
    sys.exit(1)
PY
out=$(check-manifests "$f" 2>&1)
if [ $? -ne 0 ] || ! printf '%s\n' "$out" | grep -q '^OK: '; then
  echo "HINT: check-manifests secret.yaml reports: $(echo "$out" | grep -m1 '\[' | sed 's/^[^[]*//')"
  exit 1
fi
exit 0
