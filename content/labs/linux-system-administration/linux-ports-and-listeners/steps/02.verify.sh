#!/bin/bash
if ! systemctl is-active --quiet orders-api; then echo "HINT: orders-api is not running; see journalctl -u orders-api."; exit 1; fi
if [ -n "$(ss -ltnH 'sport = :8090')" ]; then echo "HINT: something still listens on port 8090."; exit 1; fi
line=$(ss -ltnpH 'sport = :8080')
if [ -z "$line" ]; then echo "HINT: nothing listens on port 8080 yet."; exit 1; fi
if ! echo "$line" | awk '{print $4}' | grep -qx '127.0.0.1:8080'; then echo "HINT: port 8080 is bound to $(echo "$line" | awk '{print $4}' | head -n 1); it should be 127.0.0.1 only."; exit 1; fi
# the socket on 8080 must be the service's own (its main process), not a copy started by hand
main=$(systemctl show -p MainPID --value orders-api)
if ! echo "$line" | grep -o 'pid=[0-9]*' | cut -d= -f2 | grep -qx "$main"; then echo "HINT: what listens on 127.0.0.1:8080 is not the orders-api service's process; the service itself must listen there (its address comes from /etc/orders/orders.env)."; exit 1; fi
if ! curl -sf --max-time 3 http://127.0.0.1:8080/health | grep -q '"ok"'; then echo "HINT: http://127.0.0.1:8080/health does not answer ok."; exit 1; fi
exit 0
