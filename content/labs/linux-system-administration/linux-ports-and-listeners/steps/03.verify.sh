#!/bin/bash
f=/var/lib/orders/orders.jsonl
if [ ! -s "$f" ]; then echo "HINT: no order has been created yet; POST to http://127.0.0.1:8080/orders with the X-Api-Key header."; exit 1; fi
if ! grep -q '"sku": "SKU-114", "qty": 3' "$f"; then echo "HINT: orders were created, but none for sku SKU-114 with qty 3."; exit 1; fi
exit 0
