#!/bin/bash
if ! systemctl is-active --quiet nginx; then echo "HINT: nginx is not running: nginx -t, then systemctl enable --now nginx."; exit 1; fi
if ! systemctl is-enabled --quiet nginx; then echo "HINT: nginx runs but is not enabled, so it would not start after a reboot: systemctl enable nginx."; exit 1; fi
get() { curl -s -m 3 -H 'Host: shop.example.com' "http://127.0.0.1$1"; }
if ! get /api/health | grep -q '"shop-api"'; then
  echo "HINT: http://shop.example.com/api/health does not reach the API on 127.0.0.1:8081."
  exit 1
fi
if ! get /api/orders | grep -q '"orders"'; then
  echo "HINT: http://shop.example.com/api/orders does not reach the API: every path under /api/ should go there."
  exit 1
fi
if ! get / | grep -q 'Shop front end'; then
  echo "HINT: http://shop.example.com/ does not reach the front end on 127.0.0.1:8082."
  exit 1
fi
if ! get /api-docs/ | grep -q 'API documentation'; then
  echo "HINT: /api-docs/ should go to the front end (Prefix /api matches whole path segments), but it does not."
  exit 1
fi
exit 0
