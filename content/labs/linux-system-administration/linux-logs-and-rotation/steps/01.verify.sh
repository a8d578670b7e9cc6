#!/bin/bash
port=$(grep '^CACHE_PORT=' /etc/shop/worker.env | cut -d= -f2)
if [ "$port" != 6379 ]; then echo "HINT: /etc/shop/worker.env still points the worker at port $port; which port does shop-cache listen on?"; exit 1; fi
if ! systemctl is-active --quiet shop-cache; then echo "HINT: shop-cache is not running any more; start it again."; exit 1; fi
if ! systemctl is-active --quiet shop-worker; then echo "HINT: shop-worker is not running; restart it after fixing its settings."; exit 1; fi
inv=$(systemctl show -p InvocationID --value shop-worker)
if ! journalctl _SYSTEMD_INVOCATION_ID="$inv" -o cat --no-pager 2>/dev/null | grep -q 'connected to cache at 127.0.0.1:6379'; then echo "HINT: the worker's current run has not connected to the cache; restart it after fixing the port."; exit 1; fi
exit 0
