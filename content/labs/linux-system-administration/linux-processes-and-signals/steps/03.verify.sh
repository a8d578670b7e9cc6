#!/bin/bash
status=/var/lib/shop/price-daemon.status
orig=$(cat /var/lib/shikhon-lab/price-daemon.pid 2>/dev/null)
now=$(pgrep -o -f price-daemon.py)
if [ -z "$now" ]; then echo "HINT: the price daemon is not running any more; send it SIGHUP, not TERM or KILL (restart the lab)."; exit 1; fi
if [ "$now" != "$orig" ]; then echo "HINT: the price daemon was restarted (new PID); it should reload with SIGHUP instead."; exit 1; fi
if [ "$(ps -o stat= -p "$now" | cut -c1)" = T ]; then echo "HINT: the price daemon is stopped (state T); let it continue with SIGCONT, then reload it with SIGHUP."; exit 1; fi
# ask the daemon itself (SIGUSR1 rewrites the status file from its memory): the file alone can be edited
rm -f "$status"
kill -USR1 "$now"
for _ in $(seq 40); do [ -s "$status" ] && break; sleep 0.1; done
if [ ! -s "$status" ]; then echo "HINT: the price daemon did not answer; is it still running normally?"; exit 1; fi
if ! grep -q 'margin=15 ' "$status"; then echo "HINT: the running daemon still uses $(grep -o 'margin=[0-9]*' "$status"); it has not re-read its config yet."; exit 1; fi
loads=$(grep -o 'loads=[0-9]*' "$status" | cut -d= -f2)
if [ "${loads:-0}" -lt 2 ]; then echo "HINT: the daemon has not re-read its config since it started; send it SIGHUP."; exit 1; fi
exit 0
