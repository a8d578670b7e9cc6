#!/bin/bash
f=$(grep -l 'shop-cache' /etc/cron.d/* 2>/dev/null | head -n 1)
if [ -z "$f" ]; then echo "HINT: no file in /etc/cron.d mentions /var/tmp/shop-cache yet."; exit 1; fi
case "$(basename "$f")" in *.*) echo "HINT: cron ignores $f because its name contains a dot."; exit 1 ;; esac
if [ "$(stat -c %U "$f")" != root ]; then echo "HINT: $f must be owned by root."; exit 1; fi
if [ -n "$(find "$f" -perm /022)" ]; then echo "HINT: $f is group- or world-writable; cron ignores it (chmod 644)."; exit 1; fi
line=$(grep -v '^\s*#' "$f" | grep 'shop-cache' | head -n 1)
if [ "$(echo "$line" | awk '{print $1, $2, $3, $4, $5}')" != '*/15 * * * *' ]; then echo "HINT: the job should run every 15 minutes (*/15 in the minute field)."; exit 1; fi
if [ "$(echo "$line" | awk '{print $6}')" != shopapp ]; then echo "HINT: the sixth field of a line in /etc/cron.d is the user; it should be shopapp."; exit 1; fi
if ! echo "$line" | grep -q 'find /var/tmp/shop-cache .*-mmin +60.*-delete'; then echo "HINT: the command should delete files under /var/tmp/shop-cache older than 60 minutes."; exit 1; fi
exit 0
