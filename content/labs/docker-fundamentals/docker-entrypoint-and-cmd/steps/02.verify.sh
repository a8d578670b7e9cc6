#!/bin/bash
f=/root/warn-count.txt
if [ ! -s "$f" ]; then echo "HINT: $f does not exist yet, or is empty."; exit 1; fi
# The logs' warning count differs per machine: compare with the logs as they are.
want="WARN: $(cat /var/log/shop/*.log 2>/dev/null | grep -c ' WARN ') lines in $(ls /var/log/shop/*.log 2>/dev/null | wc -l) files"
if [ "$(cat "$f")" != "$want" ]; then echo "HINT: $f should hold the output of logsum:1.0 run with the argument WARN (and the logs mounted at /logs); it holds: $(head -c 80 "$f")"; exit 1; fi
exit 0
