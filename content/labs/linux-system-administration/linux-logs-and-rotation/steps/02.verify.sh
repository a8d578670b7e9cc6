#!/bin/bash
f=/etc/logrotate.d/shop
if [ ! -f "$f" ]; then echo "HINT: $f does not exist yet."; exit 1; fi
out=$(logrotate -d "$f" 2>&1)
if echo "$out" | grep -q '^error:'; then echo "HINT: logrotate -d $f reports: $(echo "$out" | grep '^error:' | head -n 1)"; exit 1; fi
if ! echo "$out" | grep -q 'rotating pattern: /var/log/shop/\*.log'; then echo "HINT: the rule should cover /var/log/shop/*.log."; exit 1; fi
for d in daily 'rotate 14' missingok notifempty compress delaycompress 'create 0640 root adm'; do
  if ! grep -Eq "^\s*$d\s*$" "$f"; then echo "HINT: the rule is missing '$d'."; exit 1; fi
done
if [ ! -f /var/log/shop/access.log.1 ]; then echo "HINT: access.log has not been rotated yet; force a rotation with logrotate -f."; exit 1; fi
if [ ! -f /var/log/shop/access.log ] || [ "$(stat -c '%a %U %G' /var/log/shop/access.log)" != "640 root adm" ]; then echo "HINT: after rotation a new access.log with mode 640, owner root, group adm should exist (create)."; exit 1; fi
if [ -e /var/log/shop/error.log.1 ] || [ -e /var/log/shop/error.log.1.gz ]; then echo "HINT: the empty error.log was rotated; add notifempty (restart the lab to undo)."; exit 1; fi
exit 0
