#!/bin/bash
report=/root/setuid-audit.txt
if [ ! -s "$report" ]; then echo "HINT: save the list of setuid files in $report."; exit 1; fi
if ! grep -qx /usr/bin/passwd "$report"; then echo "HINT: $report should list every setuid file, one path a line (/usr/bin/passwd is missing)."; exit 1; fi
if [ -u /usr/local/bin/.sysbackup ]; then echo "HINT: there is still a setuid program under /usr/local/bin that no package installed."; exit 1; fi
for p in /usr/bin/passwd /usr/bin/su; do
  if [ ! -u "$p" ]; then echo "HINT: $p lost its setuid bit; packaged programs need it (chmod u+s $p)."; exit 1; fi
done
exit 0
