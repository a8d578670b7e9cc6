#!/bin/bash
for d in /srv/invoices /srv/invoices/2026-10 /srv/invoices/2026-11; do
  if ! getfacl -cp "$d" 2>/dev/null | grep -q '^default:group:auditors:r'; then echo "HINT: $d has no default ACL entry for auditors (setfacl -d, recursively)."; exit 1; fi
done
f=/srv/invoices/2026-11/.verify-$$.txt
su nasrin -c "echo test > $f" 2>/dev/null || { echo "HINT: nasrin can no longer write to /srv/invoices/2026-11."; exit 1; }
ok=0
su auditor1 -c "cat $f" >/dev/null 2>&1 || { echo "HINT: auditor1 cannot read a file nasrin has just created."; ok=1; }
[ $ok = 0 ] && su auditor1 -c "test -w $f" && { echo "HINT: auditors can write new files; the default entry should be read-only."; ok=1; }
rm -f "$f"
exit $ok
