#!/bin/bash
if [ "$(systemctl is-enabled stock-api 2>/dev/null)" != enabled ]; then echo "HINT: stock-api is not enabled (it would not start at boot)."; exit 1; fi
if ! systemctl is-active --quiet stock-api; then echo "HINT: stock-api is not running; see systemctl status stock-api."; exit 1; fi
pid=$(systemctl show -p MainPID --value stock-api)
if [ "$(ps -o user= -p "$pid" | tr -d ' ')" != stockapp ]; then echo "HINT: the service's process does not run as stockapp."; exit 1; fi
for _ in 1 2 3 4 5; do ss -ltnpH 'sport = :8081' | grep -q "pid=$pid," && break; sleep 1; done
if ! ss -ltnpH 'sport = :8081' | grep -q "pid=$pid,"; then echo "HINT: what listens on 127.0.0.1:8081 is not the stock-api service's process; stop any copy started by hand."; exit 1; fi
for _ in 1 2 3 4 5; do out=$(curl -s --max-time 2 http://127.0.0.1:8081/health) && break; sleep 1; done
if ! echo "$out" | grep -q '"threshold": 5'; then echo "HINT: http://127.0.0.1:8081/health does not answer with the threshold from /etc/stock/stock.env."; exit 1; fi
exit 0
