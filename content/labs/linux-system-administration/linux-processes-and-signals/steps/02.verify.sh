#!/bin/bash
pid=$(pgrep -f nightly-report.sh | head -n 1)
if [ -z "$pid" ]; then echo "HINT: the nightly report is not running any more; it should be reniced, not stopped (restart the lab)."; exit 1; fi
ni=$(ps -o ni= -p "$pid" | tr -d ' ')
if [ "$ni" -lt 10 ]; then echo "HINT: the report (PID $pid) has niceness $ni; give it 10 or more with renice."; exit 1; fi
exit 0
