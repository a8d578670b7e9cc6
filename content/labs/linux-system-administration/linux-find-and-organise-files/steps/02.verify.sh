#!/bin/bash
left=$(find /srv/inbox -type f -name '*.log' | wc -l)
if [ "$left" -gt 0 ]; then echo "HINT: $left .log files are still under /srv/inbox."; exit 1; fi
moved=$(find /srv/archive/logs -maxdepth 1 -type f -name '*.log' | wc -l)
if [ "$moved" -lt 6 ]; then echo "HINT: /srv/archive/logs should hold the 6 log files; it has $moved."; exit 1; fi
# The very files that were in /srv/inbox, not new ones with the same names.
while read -r name sum; do
  p="/srv/archive/logs/$name"
  if [ ! -f "$p" ]; then echo "HINT: $name is not in /srv/archive/logs."; exit 1; fi
  if [ "$(sha256sum < "$p" | cut -d' ' -f1)" != "$sum" ]; then echo "HINT: /srv/archive/logs/$name is not the log that was in /srv/inbox; move the files themselves (restart the lab if they are lost)."; exit 1; fi
done < /var/lib/shikhon-lab/logs.sha256
exit 0
