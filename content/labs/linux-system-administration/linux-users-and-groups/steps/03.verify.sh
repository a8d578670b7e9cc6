#!/bin/bash
status=$(passwd -S karim 2>/dev/null | awk '{print $2}')
if [ "$status" != L ]; then echo "HINT: karim's password is not locked yet (passwd -S karim shows '$status', not L)."; exit 1; fi
expire=$(getent shadow karim | cut -d: -f8)
today=$(( $(date +%s) / 86400 ))
if [ -z "$expire" ] || [ "$expire" -gt "$today" ]; then echo "HINT: karim's account has not expired yet (usermod -e or chage -E)."; exit 1; fi
left=$(find /srv -user karim | wc -l)
if [ "$left" -gt 0 ]; then echo "HINT: $left files under /srv still belong to karim."; exit 1; fi
for f in /srv/shop/reports/sales-2026-11.csv /srv/shop/scripts/stock-sync.sh; do
  if [ "$(stat -c %U "$f")" != tanvir ]; then echo "HINT: $f should now belong to tanvir."; exit 1; fi
done
left=$(find /srv -group karim | wc -l)
if [ "$left" -gt 0 ]; then echo "HINT: $left files under /srv still have karim's group; hand them to the team group shopdev as well."; exit 1; fi
if ! id karim >/dev/null 2>&1; then echo "HINT: the account karim was deleted; lock and expire it instead (the lab must be restarted)."; exit 1; fi
exit 0
