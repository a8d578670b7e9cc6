#!/bin/bash
f=/root/warn-count.txt
if [ ! -s "$f" ]; then echo "HINT: $f does not exist yet, or is empty."; exit 1; fi
if [ "$(cat "$f")" != "WARN: 5 lines in 2 files" ]; then echo "HINT: $f should hold the output of logsum:1.0 run with the argument WARN (and the logs mounted at /logs); it holds: $(head -c 80 "$f")"; exit 1; fi
exit 0
