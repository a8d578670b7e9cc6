#!/bin/bash
f=/var/lib/orders/orders.jsonl
if [ ! -s "$f" ]; then echo "HINT: no order has been created yet; POST to http://127.0.0.1:8080/orders with the X-Api-Key header."; exit 1; fi
if ! grep -q '"sku": "SKU-114", "qty": 3' "$f"; then echo "HINT: orders were created, but none for sku SKU-114 with qty 3."; exit 1; fi
# only the service's own log proves it accepted the request (201); the file alone can be typed
if ! journalctl _SYSTEMD_UNIT=orders-api.service -o cat --no-pager 2>/dev/null | grep -qx 'created order sku=SKU-114 qty=3'; then echo "HINT: the orders service has not accepted an order for SKU-114 with qty 3 (journalctl -u orders-api shows none created); send the POST with curl, the JSON body and the X-Api-Key header, until it answers 201."; exit 1; fi
exit 0
