#!/bin/bash
left=$(find /srv/inbox -type f -name '*.log' | wc -l)
moved=$(find /srv/archive/logs -maxdepth 1 -type f -name '*.log' | wc -l)
if [ "$left" -gt 0 ]; then echo "HINT: $left .log files are still under /srv/inbox."; exit 1; fi
if [ "$moved" -lt 6 ]; then echo "HINT: /srv/archive/logs should hold the 6 log files; it has $moved."; exit 1; fi
exit 0
