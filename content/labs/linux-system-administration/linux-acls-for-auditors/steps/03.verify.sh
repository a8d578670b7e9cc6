#!/bin/bash
left=$(getfacl -R -p /srv/invoices 2>/dev/null | grep -c ':rafiq:')
if [ "$left" -gt 0 ]; then echo "HINT: $left ACL entries for rafiq remain under /srv/invoices."; exit 1; fi
if su rafiq -c 'ls /srv/invoices' >/dev/null 2>&1; then echo "HINT: rafiq can still list /srv/invoices."; exit 1; fi
b=/root/invoices.acl
if [ ! -s "$b" ]; then echo "HINT: save the ACLs of /srv/invoices in $b with getfacl -R -p."; exit 1; fi
if ! grep -q '^# file: /srv/invoices/2026-11' "$b"; then echo "HINT: $b should hold every file under /srv/invoices, with absolute paths (-R -p)."; exit 1; fi
if ! grep -q '^default:group:auditors' "$b"; then echo "HINT: $b does not contain the auditors' default entries; save it after steps 1 and 2."; exit 1; fi
if grep -q ':rafiq:' "$b"; then echo "HINT: $b still contains rafiq's entries; save it again after removing them."; exit 1; fi
# The backup must be what getfacl reports now, entry for entry, so that --restore puts it all back.
# Each file's block becomes one line, so the comparison does not depend on the listing order.
blocks() { awk 'BEGIN { RS = ""; ORS = "\n" } { gsub(/\n/, "|"); print }' | sort; }
now=$(getfacl -R -p /srv/invoices 2>/dev/null | blocks)
saved=$(blocks < "$b")
if [ "$now" != "$saved" ]; then
  missing=$(comm -23 <(echo "$now") <(echo "$saved") | head -n 1 | sed 's/^# file: \([^|]*\).*/\1/')
  echo "HINT: $b does not match the ACLs under /srv/invoices now${missing:+ (for example $missing)}; save it again with getfacl -R -p."
  exit 1
fi
exit 0
