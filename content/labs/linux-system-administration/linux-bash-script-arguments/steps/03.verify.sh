#!/bin/bash
s=/usr/local/bin/disk-check
if [ ! -x "$s" ]; then echo "HINT: $s does not exist or is not executable (step 1)."; exit 1; fi
if ! grep -q 'for ' "$s"; then echo "HINT: finish step 2 first: the script has no loop over the folders yet."; exit 1; fi
# The script must satisfy shellcheck by being fixed: no rc file, and no `# shellcheck disable=`
# line (the copy it reads has the directives taken out).
copy=$(mktemp); trap 'rm -f "$copy"' EXIT
grep -Ev '^[[:space:]]*#[[:space:]]*shellcheck[[:space:]]' "$s" > "$copy"
out=$(shellcheck --norc --shell=bash "$copy" 2>&1)
if [ $? -ne 0 ]; then echo "HINT: shellcheck reports (directives that disable checks do not count here): $(echo "$out" | grep -o 'SC[0-9]*.*' | head -n 1)"; exit 1; fi
f=/etc/cron.d/disk-check
if [ ! -f "$f" ]; then echo "HINT: $f does not exist yet."; exit 1; fi
if [ -n "$(find "$f" -perm /022)" ] || [ "$(stat -c %U "$f")" != root ]; then echo "HINT: $f must be owned by root and not group- or world-writable (chmod 644)."; exit 1; fi
line=$(grep -v '^\s*#' "$f" | grep 'disk-check' | head -n 1)
if [ "$(echo "$line" | awk '{print $1, $2, $3, $4, $5}')" != '*/10 * * * *' ]; then echo "HINT: the job should run every 10 minutes (*/10 in the minute field)."; exit 1; fi
if [ "$(echo "$line" | awk '{print $6}')" != root ]; then echo "HINT: the sixth field of a line in /etc/cron.d is the user; it should be root."; exit 1; fi
cmd=$(echo "$line" | cut -d' ' -f7-)
if ! echo "$cmd" | grep -q '^/usr/local/bin/disk-check '; then echo "HINT: start the command with the absolute path /usr/local/bin/disk-check; cron's PATH may not include /usr/local/bin."; exit 1; fi
if echo "$cmd" | grep -q '[^\\]%'; then echo "HINT: the command contains an unescaped %, which cron turns into a new line."; exit 1; fi
rm -f /var/log/disk-check.log
(cd / && env -i PATH=/usr/bin:/bin SHELL=/bin/sh timeout 10 /bin/sh -c "$cmd" </dev/null >/dev/null 2>&1)
if ! grep -q '^OK / ' /var/log/disk-check.log 2>/dev/null; then echo "HINT: run the way cron runs it, the command did not write the OK lines to /var/log/disk-check.log."; exit 1; fi
exit 0
