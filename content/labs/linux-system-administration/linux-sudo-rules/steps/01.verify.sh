#!/bin/bash
f=/etc/sudoers.d/legacy
if ! out=$(visudo -c 2>&1); then echo "HINT: visudo -c reports: $(echo "$out" | grep -v 'parsed OK' | head -n 1)"; exit 1; fi
if [ -f "$f" ] && [ "$(stat -c %a "$f")" != 440 ]; then echo "HINT: $f has mode $(stat -c %a "$f"); sudoers files should be 0440."; exit 1; fi
if sudo -l -U karim 2>/dev/null | grep -q 'may run'; then echo "HINT: karim can still use sudo; remove his rule."; exit 1; fi
# the rule itself must go: deleting the account would hand it to the next user called karim
rule=$(grep -lsE '^[[:space:]]*karim[[:space:]]' /etc/sudoers /etc/sudoers.d/* | head -n 1)
if [ -n "$rule" ]; then echo "HINT: $rule still holds a rule for karim; remove the rule itself (an account created later under that name would get it)."; exit 1; fi
if ! sudo -l -U backupbot /usr/local/sbin/shop-backup.sh >/dev/null 2>&1; then echo "HINT: the backupops group's rule for /usr/local/sbin/shop-backup.sh is gone; keep it, corrected."; exit 1; fi
if ! sudo -l -U backupbot 2>/dev/null | grep -q 'NOPASSWD: /usr/local/sbin/shop-backup.sh'; then echo "HINT: the backup job runs unattended; its rule needs NOPASSWD: (with the colon)."; exit 1; fi
if sudo -l -U backupbot /bin/bash >/dev/null 2>&1; then echo "HINT: backupbot may run more than the backup script."; exit 1; fi
exit 0
