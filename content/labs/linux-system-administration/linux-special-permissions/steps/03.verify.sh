#!/bin/bash
report=/root/setuid-audit.txt
backdoor=/usr/local/bin/.sysbackup
if [ ! -s "$report" ]; then echo "HINT: save the list of setuid files in $report."; exit 1; fi
if [ -e "$backdoor" ]; then echo "HINT: the setuid program under /usr/local/bin that no package installed is still there; remove it."; exit 1; fi
for p in /usr/bin/passwd /usr/bin/su; do
  if [ ! -u "$p" ]; then echo "HINT: $p lost its setuid bit; packaged programs need it (chmod u+s $p)."; exit 1; fi
done
# what is setuid on the machine now, found the same way; the report must list all of it
now=$(find / \( -path /proc -o -path /sys \) -prune -o -type f -perm -4000 -print 2>/dev/null | sort -u)
rogue=$(echo "$now" | grep -vE '^/(usr/)?(bin|sbin|lib[^/]*)/' | head -n 1)
if [ -n "$rogue" ]; then echo "HINT: $rogue is setuid and no package installed it; remove it."; exit 1; fi
listed=$(grep -v '^[[:space:]]*$' "$report" | sort -u)
missing=$(comm -23 <(echo "$now") <(echo "$listed") | grep -c .)
if [ "$missing" -gt 0 ]; then echo "HINT: $report misses $missing of the setuid files on this machine; save the whole output of find over / (one path a line)."; exit 1; fi
extra=$(comm -13 <(echo "$now") <(echo "$listed") | grep -vxF "$backdoor" | head -n 1)
if [ -n "$extra" ]; then echo "HINT: $report lists '$extra', which is not a setuid file; keep only find's list of paths."; exit 1; fi
exit 0
