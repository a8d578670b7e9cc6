#!/bin/bash
f=/root/billing/secret.yaml
python3 - "$f" <<'PY' || exit 1
import sys
sys.excepthook = lambda *_: print("HINT: the file no longer has the structure the step describes: compare it with the step's example.")
import base64, sys, yaml
try:
    docs = [d for d in yaml.safe_load_all(open(sys.argv[1])) if d]
except (OSError, yaml.YAMLError):
    print("HINT: secret.yaml is missing or not valid YAML: run 'yamllint secret.yaml'.")
    sys.exit(1)
s = next((d for d in docs if d.get("kind") == "Secret"), None)
data = (s or {}).get("data") or {}
if "PAYMENT_API_TOKEN" not in data:
    print("HINT: the Secret has no PAYMENT_API_TOKEN key under data: yet.")
    sys.exit(1)
try:
    tok = base64.b64decode(str(data["PAYMENT_API_TOKEN"]), validate=True)
except Exception:
    print("HINT: PAYMENT_API_TOKEN is not valid base64.")
    sys.exit(1)
if tok.endswith(b"\n"):
    print("HINT: PAYMENT_API_TOKEN decodes to the token plus a newline: strip it with tr -d '\\n' before base64.")
    sys.exit(1)
if tok != b"tok-2f9c81d4e7a0":
    print(f"HINT: PAYMENT_API_TOKEN should decode to the token in new-token.txt; it decodes to {tok!r}.")
    sys.exit(1)
PY
if ! (cd /root/billing && yamllint "$f") >/dev/null 2>&1; then echo "HINT: yamllint reports errors in secret.yaml."; exit 1; fi
if [ -e /root/billing/new-token.txt ]; then
  echo "HINT: the token is in the Secret now: delete the plain-text copy /root/billing/new-token.txt."
  exit 1
fi
# A copy moved or renamed is still a plain-text copy (shell history aside).
copy=$(timeout 5 grep -rlsF --exclude='.*history' -- tok-2f9c81d4e7a0 /root /home /tmp /var/tmp /srv /opt 2>/dev/null | head -1)
if [ -n "$copy" ]; then
  echo "HINT: the token is still on disk in plain text ($copy): delete that copy too (shred -u)."
  exit 1
fi
out=$(check-manifests "$f" 2>&1)
if [ $? -ne 0 ] || ! printf '%s\n' "$out" | grep -q '^OK: '; then
  echo "HINT: check-manifests secret.yaml reports: $(echo "$out" | grep -m1 '\[' | sed 's/^[^[]*//')"
  exit 1
fi
exit 0
