#!/bin/bash
tab=$(crontab -l 2>/dev/null | grep -v '^\s*#' | grep 'shop-backup.sh')
if [ -z "$tab" ]; then echo "HINT: root's crontab has no entry running /usr/local/sbin/shop-backup.sh."; exit 1; fi
line=$(echo "$tab" | head -n 1)
if ! echo "$line" | awk '($1 == "30") && ($2 == "2" || $2 == "02") && $3 == "*" && $4 == "*" && $5 == "*" {ok=1} END {exit !ok}'; then echo "HINT: the entry's schedule is '$(echo "$line" | awk '{print $1, $2, $3, $4, $5}')'; 02:30 every day is minute 30, hour 2."; exit 1; fi
cmd=$(echo "$line" | awk '{ $1 = $2 = $3 = $4 = $5 = ""; sub(/^ +/, ""); print }')
if ! echo "$cmd" | grep -q '^/usr/local/sbin/shop-backup.sh'; then echo "HINT: the entry's command should start with the script's absolute path, /usr/local/sbin/shop-backup.sh."; exit 1; fi
if ! echo "$cmd" | grep -q '>> */var/log/shop-backup.log 2>&1'; then echo "HINT: append the job's output and errors to /var/log/shop-backup.log (>> … 2>&1)."; exit 1; fi
if echo "$cmd" | grep -q '[^\\]%'; then echo "HINT: the command contains an unescaped %, which cron turns into a new line."; exit 1; fi
# Run the entry's command as cron would (sh, from root's home, a bare environment): the log
# must grow by what the script prints.
log=/var/log/shop-backup.log
before=$(cat "$log" 2>/dev/null | wc -l)
(cd /root && env -i HOME=/root LOGNAME=root SHELL=/bin/sh PATH=/usr/bin:/bin timeout 15 /bin/sh -c "$cmd" </dev/null >/dev/null 2>&1)
after=$(cat "$log" 2>/dev/null | wc -l)
if [ "$after" -le "$before" ]; then echo "HINT: run the way cron runs it, the entry's command added nothing to $log."; exit 1; fi
if [ "$(systemctl is-enabled cron 2>/dev/null)" != enabled ]; then echo "HINT: the cron service is not enabled, so it would not start after a reboot."; exit 1; fi
if ! systemctl is-active --quiet cron; then echo "HINT: the cron service is not running."; exit 1; fi
exit 0
