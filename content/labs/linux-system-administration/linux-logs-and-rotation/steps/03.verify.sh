#!/bin/bash
if ! grep -rqs '^\s*SystemMaxUse\s*=\s*200M' /etc/systemd/journald.conf.d/ /etc/systemd/journald.conf; then echo "HINT: set SystemMaxUse=200M in a file in /etc/systemd/journald.conf.d/ under [Journal]."; exit 1; fi
# Only what the running journald itself logged counts (_PID and _SYSTEMD_UNIT are set by the
# journal, not by the sender), so a message sent with logger does not.
pid=$(systemctl show -p MainPID --value systemd-journald)
last=$(journalctl _SYSTEMD_UNIT=systemd-journald.service _PID="$pid" -o cat --no-pager 2>/dev/null | grep 'System Journal' | tail -n 1)
if ! echo "$last" | grep -q 'max 200.0M'; then echo "HINT: journald has not applied the limit yet; restart systemd-journald."; exit 1; fi
exit 0
