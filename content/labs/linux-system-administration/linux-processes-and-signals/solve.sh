#!/bin/bash
pid=$(pgrep -f import_products.py)
kill "$pid"; sleep 2
ps -p "$pid" >/dev/null && kill -9 "$pid"
renice -n 15 -p "$(pgrep -f nightly-report.sh)"
kill -HUP "$(pgrep -f price-daemon.py)"
sleep 1
exit 0
