#!/bin/bash
if [ "$(systemctl is-enabled shop-backup.timer 2>/dev/null)" != enabled ]; then echo "HINT: shop-backup.timer is not enabled."; exit 1; fi
if ! systemctl is-active --quiet shop-backup.timer; then echo "HINT: shop-backup.timer is not active; start it (enable --now)."; exit 1; fi
cal=$(systemctl show -p TimersCalendar --value shop-backup.timer)
if ! echo "$cal" | grep -q 'OnCalendar=\*-\*-\* 02:00:00'; then echo "HINT: the timer should fire at 02:00 every day (OnCalendar=*-*-* 02:00:00)."; exit 1; fi
if [ "$(systemctl show -p Persistent --value shop-backup.timer)" != yes ]; then echo "HINT: set Persistent=true so a run missed while the server was down happens at the next boot."; exit 1; fi
if [ "$(systemctl show -p Type --value shop-backup.service)" != oneshot ]; then echo "HINT: shop-backup.service should be Type=oneshot."; exit 1; fi
if ! systemctl show -p ExecStart --value shop-backup.service | grep -q '^{ path=/usr/local/sbin/shop-backup.sh ;'; then echo "HINT: shop-backup.service should run /usr/local/sbin/shop-backup.sh (ExecStart=/usr/local/sbin/shop-backup.sh)."; exit 1; fi
if [ "$(systemctl show -p ExecMainExitTimestampMonotonic --value shop-backup.service)" = 0 ]; then echo "HINT: shop-backup.service has not run yet; start it once by hand."; exit 1; fi
if [ "$(systemctl show -p Result --value shop-backup.service)" != success ]; then echo "HINT: the last run of shop-backup.service failed; see journalctl -u shop-backup.service."; exit 1; fi
if ! journalctl -u shop-backup.service -o cat --no-pager 2>/dev/null | grep -q 'complete:'; then echo "HINT: the journal of shop-backup.service shows no completed backup."; exit 1; fi
# The service's last run must have made a backup: an archive written between its start and end.
from=$(systemctl show --timestamp=unix -p ExecMainStartTimestamp --value shop-backup.service)
to=$(systemctl show --timestamp=unix -p ExecMainExitTimestamp --value shop-backup.service)
if [ -z "$(find /backup/local -mindepth 2 -maxdepth 2 -name files.tar.gz -newermt "$from" ! -newermt "@$(( ${to#@} + 1 ))" 2>/dev/null)" ]; then echo "HINT: the last run of shop-backup.service made no backup under /backup/local; it should run the backup script."; exit 1; fi
exit 0
