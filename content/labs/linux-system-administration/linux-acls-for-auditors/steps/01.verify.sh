#!/bin/bash
f=/srv/invoices/2026-10/inv-1031.txt
if ! su auditor1 -c 'ls /srv/invoices/2026-10' >/dev/null 2>&1; then echo "HINT: auditor1 cannot list /srv/invoices/2026-10 yet."; exit 1; fi
if ! su auditor1 -c "cat $f" >/dev/null 2>&1; then echo "HINT: auditor1 cannot read $f yet; apply the entry recursively (-R)."; exit 1; fi
if su auditor1 -c "test -w $f"; then echo "HINT: auditors can write $f; they should only read."; exit 1; fi
if id -nG auditor1 | tr ' ' '\n' | grep -qx finance; then echo "HINT: auditor1 was added to finance; give access with an ACL instead."; exit 1; fi
# Access must come from an entry for the group auditors, not from opening the files to everyone.
if su learner -c "cat $f" >/dev/null 2>&1; then echo "HINT: any account on the machine can read $f now; give the access to the group auditors only, with an ACL entry."; exit 1; fi
for p in /srv/invoices /srv/invoices/2026-10 /srv/invoices/2026-11 "$f" /srv/invoices/2026-11/inv-1042.txt; do
  if ! getfacl -cp "$p" 2>/dev/null | grep -q '^group:auditors:r'; then echo "HINT: $p has no ACL entry for the group auditors yet (setfacl -m g:...)."; exit 1; fi
  if [ "$(stat -c %G "$p")" != finance ]; then echo "HINT: $p no longer belongs to the group finance; leave the group as it was and add an ACL entry."; exit 1; fi
done
if getfacl -cp "$f" 2>/dev/null | grep -q '^group:auditors:..x'; then echo "HINT: files got execute for auditors; use rX, not rx."; exit 1; fi
exit 0
