#!/bin/bash
for d in /srv/invoices /srv/invoices/2026-10 /srv/invoices/2026-11; do
  if ! getfacl -cp "$d" 2>/dev/null | grep -q '^default:group:auditors:r'; then echo "HINT: $d has no default ACL entry for auditors (setfacl -d, recursively)."; exit 1; fi
done
# Fresh input: nasrin saves a new invoice, and opens next month's folder with one in it.
f=/srv/invoices/2026-11/.verify-$$.txt
month=/srv/invoices/.verify-$$-month
cleanup() { rm -rf "$f" "$month"; }
trap cleanup EXIT
su nasrin -c "echo test > $f" 2>/dev/null || { echo "HINT: nasrin can no longer write to /srv/invoices/2026-11."; exit 1; }
if ! su auditor1 -c "cat $f" >/dev/null 2>&1; then echo "HINT: auditor1 cannot read a file nasrin has just created."; exit 1; fi
if su auditor1 -c "test -w $f"; then echo "HINT: auditors can write new files; the default entry should be read-only."; exit 1; fi
su nasrin -c "mkdir $month && echo test > $month/inv-1.txt" 2>/dev/null || { echo "HINT: nasrin can no longer create folders in /srv/invoices."; exit 1; }
if ! su auditor1 -c "ls $month && cat $month/inv-1.txt" >/dev/null 2>&1; then echo "HINT: auditor1 cannot open a new month's folder that nasrin creates; folders need execute in the default entry too (rX)."; exit 1; fi
exit 0
