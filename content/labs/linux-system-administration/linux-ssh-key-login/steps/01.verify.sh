#!/bin/bash
if [ "$(systemctl is-enabled ssh 2>/dev/null)" != enabled ]; then echo "HINT: the ssh service is not enabled, so it would not start after a reboot."; exit 1; fi
if ! systemctl is-active --quiet ssh; then echo "HINT: the ssh service is not running."; exit 1; fi
if [ -z "$(ss -ltnH 'sport = :22')" ]; then echo "HINT: nothing listens on port 22."; exit 1; fi
exit 0
