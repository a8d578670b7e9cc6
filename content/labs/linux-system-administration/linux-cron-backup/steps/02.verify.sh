#!/bin/bash
tab=$(crontab -l 2>/dev/null | grep -v '^\s*#' | grep 'shop-backup.sh')
if [ -z "$tab" ]; then echo "HINT: root's crontab has no entry running /usr/local/sbin/shop-backup.sh."; exit 1; fi
if ! echo "$tab" | awk '($1 == "30") && ($2 == "2" || $2 == "02") && $3 == "*" && $4 == "*" && $5 == "*" {ok=1} END {exit !ok}'; then echo "HINT: the entry's schedule is '$(echo "$tab" | head -n 1 | awk '{print $1, $2, $3, $4, $5}')'; 02:30 every day is minute 30, hour 2."; exit 1; fi
if ! echo "$tab" | grep -q '/usr/local/sbin/shop-backup.sh'; then echo "HINT: use the script's absolute path in the crontab."; exit 1; fi
if ! echo "$tab" | grep -q '>> */var/log/shop-backup.log 2>&1'; then echo "HINT: append the job's output and errors to /var/log/shop-backup.log (>> … 2>&1)."; exit 1; fi
if [ "$(systemctl is-enabled cron 2>/dev/null)" != enabled ]; then echo "HINT: the cron service is not enabled, so it would not start after a reboot."; exit 1; fi
if ! systemctl is-active --quiet cron; then echo "HINT: the cron service is not running."; exit 1; fi
exit 0
