#!/bin/bash
f=$(grep -l 'shop-cache' /etc/cron.d/* 2>/dev/null | head -n 1)
if [ -z "$f" ]; then echo "HINT: no file in /etc/cron.d mentions /var/tmp/shop-cache yet."; exit 1; fi
case "$(basename "$f")" in *.*) echo "HINT: cron ignores $f because its name contains a dot."; exit 1 ;; esac
if [ "$(stat -c %U "$f")" != root ]; then echo "HINT: $f must be owned by root."; exit 1; fi
if [ -n "$(find "$f" -perm /022)" ]; then echo "HINT: $f is group- or world-writable; cron ignores it (chmod 644)."; exit 1; fi
line=$(grep -v '^\s*#' "$f" | grep 'shop-cache' | head -n 1)
if [ "$(echo "$line" | awk '{print $1, $2, $3, $4, $5}')" != '*/15 * * * *' ]; then echo "HINT: the job should run every 15 minutes (*/15 in the minute field)."; exit 1; fi
if [ "$(echo "$line" | awk '{print $6}')" != shopapp ]; then echo "HINT: the sixth field of a line in /etc/cron.d is the user; it should be shopapp."; exit 1; fi
cmd=$(echo "$line" | awk '{ $1 = $2 = $3 = $4 = $5 = $6 = ""; sub(/^ +/, ""); print }')
if echo "$cmd" | grep -q '[^\\]%'; then echo "HINT: the command contains an unescaped %, which cron turns into a new line."; exit 1; fi
# Fresh input: a rendered page 70 minutes old and one 50 minutes old, owned by shopapp. The
# entry's command, run as shopapp the way cron runs it, must delete the first and keep the second.
d=/var/tmp/shop-cache
stale="$d/verify-$$-stale.html"; fresh="$d/verify-$$-fresh.html"
cleanup() { rm -f "$stale" "$fresh"; }
trap cleanup EXIT
for p in "$stale" "$fresh"; do echo "cached page" > "$p"; chown shopapp:shopapp "$p"; done
touch -d '70 minutes ago' "$stale"; touch -d '50 minutes ago' "$fresh"
(cd / && env -i HOME=/ LOGNAME=shopapp SHELL=/bin/sh PATH=/usr/bin:/bin timeout 10 setpriv --reuid=shopapp --regid=shopapp --init-groups /bin/sh -c "$cmd" </dev/null >/dev/null 2>&1)
if [ -e "$stale" ]; then echo "HINT: run as shopapp, the entry's command left a file 70 minutes old in $d; it should delete files older than 60 minutes."; exit 1; fi
if [ ! -e "$fresh" ]; then echo "HINT: run as shopapp, the entry's command deleted a file only 50 minutes old; keep files younger than 60 minutes."; exit 1; fi
exit 0
