#!/bin/bash
s=/usr/local/sbin/shop-backup.sh
if [ ! -f "$s" ]; then echo "HINT: $s does not exist yet."; exit 1; fi
if [ ! -x "$s" ]; then echo "HINT: $s is not executable."; exit 1; fi
if ! head -n 1 "$s" | grep -q '^#!'; then echo "HINT: $s needs a #! line so cron knows which interpreter runs it."; exit 1; fi
# Fresh input for this run: a new order file the archive must hold, and an archive 10 days old
# that the week's retention must remove.
token="verify-$$-$RANDOM$RANDOM"
new="/srv/shop/data/.$token.csv"
old="/backup/shop/shop-$(date -d '10 days ago' +%F).tar.gz"
cleanup() { rm -f "$new"; }
trap cleanup EXIT
echo "$token" > "$new"
[ -e "$old" ] || { tar -czf "$old" -C /srv/shop data && touch -d '10 days ago' "$old"; }
out=$(cd / && env -i timeout 15 "$s" 2>&1 </dev/null); rc=$?
a="/backup/shop/shop-$(date +%F).tar.gz"
if [ $rc -ne 0 ]; then rm -f "$old"; echo "HINT: run from / with an empty environment, the script exits $rc: $(echo "$out" | tail -n 1)"; exit 1; fi
if [ -e "$old" ]; then rm -f "$old"; echo "HINT: an archive 10 days old was still in /backup/shop after the run; the script should delete archives older than 7 days."; exit 1; fi
if [ ! -f "$a" ]; then echo "HINT: the script did not create $a."; exit 1; fi
if ! tar -tzf "$a" 2>/dev/null | grep -qx 'data/orders.csv'; then echo "HINT: $a should contain data/orders.csv (tar -C /srv/shop data)."; exit 1; fi
if [ "$(tar -xzOf "$a" "data/.$token.csv" 2>/dev/null)" != "$token" ]; then echo "HINT: $a does not hold /srv/shop/data as it is when the script runs; the script itself should archive it."; exit 1; fi
old=$(find /backup/shop -name 'shop-*.tar.gz' -mtime +7 | wc -l)
if [ "$old" -gt 0 ]; then echo "HINT: $old archives older than 7 days are still in /backup/shop; the script should delete them."; exit 1; fi
recent=$(find /backup/shop -name 'shop-*.tar.gz' -mtime -7 | wc -l)
if [ "$recent" -lt 5 ]; then echo "HINT: the script deleted recent archives too; keep the last 7 days (restart the lab to get them back)."; exit 1; fi
exit 0
