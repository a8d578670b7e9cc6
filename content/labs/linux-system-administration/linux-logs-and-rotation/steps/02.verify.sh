#!/bin/bash
f=/etc/logrotate.d/shop
if [ ! -f "$f" ]; then echo "HINT: $f does not exist yet."; exit 1; fi
out=$(logrotate -d "$f" 2>&1)
if echo "$out" | grep -q '^error:'; then echo "HINT: logrotate -d $f reports: $(echo "$out" | grep '^error:' | head -n 1)"; exit 1; fi
if ! echo "$out" | grep -q 'rotating pattern: /var/log/shop/\*.log'; then echo "HINT: the rule should cover /var/log/shop/*.log."; exit 1; fi
for d in daily 'rotate 14' missingok notifempty compress delaycompress 'create 0?640 root adm'; do
  if ! grep -Eq "^\s*$d\s*$" "$f"; then echo "HINT: the rule is missing '${d//\?/}'."; exit 1; fi
done
if [ ! -f /var/log/shop/access.log.1 ]; then echo "HINT: access.log has not been rotated yet; force a rotation with logrotate -f."; exit 1; fi
if [ ! -f /var/log/shop/access.log ] || [ "$(stat -c '%a %U %G' /var/log/shop/access.log)" != "640 root adm" ]; then echo "HINT: after rotation a new access.log with mode 640, owner root, group adm should exist (create)."; exit 1; fi
# logrotate itself must have done it: its state file records when it rotated access.log, and that
# is when access.log.1 got its name (a rename by hand leaves no such record).
when=$(awk '$1 == "\"/var/log/shop/access.log\"" { print $2 }' /var/lib/logrotate/status 2>/dev/null | tail -n 1)
at=""
[ -n "$when" ] && at=$(date -d "$(echo "$when" | sed -E 's/^([0-9]+-[0-9]+-[0-9]+)-/\1 /')" +%s 2>/dev/null)
renamed=$(stat -c %Z /var/log/shop/access.log.1)
if [ -z "$at" ] || [ $((renamed - at)) -gt 5 ] || [ $((at - renamed)) -gt 5 ]; then echo "HINT: logrotate has no record of rotating access.log; force the rotation with logrotate -f, do not rename the logs by hand (restart the lab to undo)."; exit 1; fi
if [ -e /var/log/shop/error.log.1 ] || [ -e /var/log/shop/error.log.1.gz ]; then echo "HINT: the empty error.log was rotated; add notifempty (restart the lab to undo)."; exit 1; fi
exit 0
