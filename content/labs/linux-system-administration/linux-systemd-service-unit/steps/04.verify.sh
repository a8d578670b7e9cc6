#!/bin/bash
n=$(systemctl show -p NRestarts --value stock-api 2>/dev/null)
if [ -z "$n" ] || [ "$n" -lt 1 ]; then echo "HINT: systemd has not restarted stock-api yet; kill its main process with systemctl kill -s SIGKILL."; exit 1; fi
for _ in 1 2 3 4 5; do systemctl is-active --quiet stock-api && exit 0; sleep 1; done
echo "HINT: stock-api did not come back after the crash; check Restart= and RestartSec= in the unit."
exit 1
