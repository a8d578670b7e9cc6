#!/bin/bash
set -e
ss -ltnpH 'sport = :9000' | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u | xargs -r kill
rm /usr/local/bin/.cache-helper
sed -i 's/^ORDERS_BIND=.*/ORDERS_BIND=127.0.0.1:8080/' /etc/orders/orders.env
systemctl restart orders-api
# Wait for it to listen (a second is not always enough on a busy machine).
for _ in $(seq 100); do ss -ltnH 'sport = :8080' | grep -q . && break; sleep 0.2; done
curl -s -X POST -H 'Content-Type: application/json' -H "X-Api-Key: $(cat /etc/orders/api-key)" \
  -d '{"sku": "SKU-114", "qty": 3}' http://127.0.0.1:8080/orders
