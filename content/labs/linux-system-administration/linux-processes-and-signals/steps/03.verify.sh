#!/bin/bash
status=/var/lib/shop/price-daemon.status
orig=$(cat /var/lib/shikhon-lab/price-daemon.pid)
now=$(pgrep -f price-daemon.py | head -n 1)
if [ -z "$now" ]; then echo "HINT: the price daemon is not running any more; send it SIGHUP, not TERM or KILL (restart the lab)."; exit 1; fi
if [ "$now" != "$orig" ]; then echo "HINT: the price daemon was restarted (new PID); it should reload with SIGHUP instead."; exit 1; fi
if ! grep -q 'margin=15 ' "$status"; then echo "HINT: the daemon still reports $(grep -o 'margin=[0-9]*' "$status"); it has not re-read its config yet."; exit 1; fi
exit 0
