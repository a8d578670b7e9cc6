#!/bin/bash
f=/root/report-worker-version.txt
if [ ! -s "$f" ]; then echo "HINT: $f does not exist yet, or is empty."; exit 1; fi
if [ "$(tr -d '[:space:]' < "$f")" != 2.1.4 ]; then echo "HINT: $f should hold only the value of the label org.opencontainers.image.version of report-worker:2.1."; exit 1; fi
exit 0
