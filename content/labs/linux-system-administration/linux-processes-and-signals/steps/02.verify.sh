#!/bin/bash
pid=$(pgrep -o -f nightly-report.sh)
if [ -z "$pid" ]; then echo "HINT: the nightly report is not running any more; it should be reniced, not stopped (restart the lab)."; exit 1; fi
# the report must be the one that was running (its work so far kept), not a new one started with nice
orig=$(cat /var/lib/shikhon-lab/nightly-report.pid 2>/dev/null)
daemon=$(pgrep -o -f price-daemon.py)
started() { awk '{print $22}' "/proc/$1/stat" 2>/dev/null; }
if [ "$pid" != "$orig" ] || { [ -n "$daemon" ] && [ "$(started "$pid")" -gt "$(started "$daemon")" ]; }; then echo "HINT: the nightly report was stopped and started again, which throws away its work; change the priority of the running process instead (restart the lab to get the original back)."; exit 1; fi
ni=$(ps -o ni= -p "$pid" | tr -d ' ')
if [ "$ni" -lt 10 ]; then echo "HINT: the report (PID $pid) has niceness $ni; give it 10 or more with renice."; exit 1; fi
exit 0
