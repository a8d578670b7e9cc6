#!/bin/bash
if [ -n "$(ss -ltnH 'sport = :9000')" ]; then echo "HINT: something still listens on TCP port 9000 (ss -ltnp shows which process)."; exit 1; fi
if [ -e /usr/local/bin/.cache-helper ]; then echo "HINT: the listener's program is still on disk in /usr/local/bin."; exit 1; fi
if ! systemctl is-active --quiet ssh; then echo "HINT: sshd was stopped too; only the unknown listener should go (systemctl start ssh)."; exit 1; fi
if ! systemctl is-active --quiet orders-api; then echo "HINT: orders-api is not running; start it again (systemctl start orders-api)."; exit 1; fi
exit 0
