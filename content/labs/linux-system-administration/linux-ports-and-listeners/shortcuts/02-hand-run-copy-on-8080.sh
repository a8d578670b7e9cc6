#!/bin/bash
# Fake: leave the service elsewhere (127.0.0.1:8081) and answer on 127.0.0.1:8080 with a copy of the API started by hand as root.
set -e
ss -ltnpH 'sport = :9000' | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u | xargs -r kill
rm -f /usr/local/bin/.cache-helper
sed -i 's/^ORDERS_BIND=.*/ORDERS_BIND=127.0.0.1:8081/' /etc/orders/orders.env
systemctl restart orders-api
ORDERS_BIND=127.0.0.1:8080 setsid -f python3 /opt/orders/orders-api.py > /dev/null 2>&1 < /dev/null
for _ in $(seq 100); do curl -sf --max-time 1 http://127.0.0.1:8080/health >/dev/null && break; sleep 0.2; done
curl -sf http://127.0.0.1:8080/health
