#!/bin/bash
if ! systemctl is-active --quiet catalog-api; then echo "HINT: catalog-api is not running; start it again (systemctl start catalog-api)."; exit 1; fi
if ! systemctl is-active --quiet nginx; then echo "HINT: nginx is not running."; exit 1; fi
out=$(curl -s --max-time 5 -H 'Host: shop.local' http://127.0.0.1/api/products)
if ! echo "$out" | grep -q '"request"'; then echo "HINT: /api/products on shop.local does not reach the backend yet (got: $(echo "$out" | tr -s "\n\t" "  " | head -c 80))."; exit 1; fi
if ! echo "$out" | grep -q '"path": "/products"'; then echo "HINT: the backend received $(echo "$out" | grep -o '"path": "[^"]*"'); /api/ should be replaced by / (a trailing / on proxy_pass)."; exit 1; fi
if ! echo "$out" | grep -q '"host": "shop.local"'; then echo "HINT: the backend did not receive Host: shop.local (proxy_set_header Host \$host)."; exit 1; fi
if ! echo "$out" | grep -q '"x_forwarded_for": "127.0.0.1"'; then echo "HINT: the backend did not receive an X-Forwarded-For header."; exit 1; fi
# A path nobody could have prepared: the backend answers 404 and tells what it received.
probe="verify-$$-$RANDOM"
out=$(curl -s --max-time 5 -H 'Host: shop.local' "http://127.0.0.1/api/$probe")
if ! echo "$out" | grep -q "\"path\": \"/$probe\""; then echo "HINT: /api/$probe on shop.local did not reach the backend as /$probe; every path under /api/ should be passed to it (got: $(echo "$out" | tr -s "\n\t" "  " | head -c 80))."; exit 1; fi
if ! curl -s --max-time 5 -H 'Host: shop.local' http://127.0.0.1/ | grep -q 'Shikhon Shop'; then echo "HINT: the static site on / stopped working."; exit 1; fi
exit 0
