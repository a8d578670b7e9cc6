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
# Pages that did not exist a moment ago must come through too: only a proxy to the backends
# passes, not answers typed into nginx's configuration.
token=$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')
trap 'rm -f /srv/shop-api/api/check-$token /srv/shop-web/check-$token.html /srv/shop-web/api-check-$token.html' EXIT
echo "api $token" > /srv/shop-api/api/check-$token
echo "web $token" > /srv/shop-web/check-$token.html
echo "web-api $token" > /srv/shop-web/api-check-$token.html
chmod 644 /srv/shop-api/api/check-$token /srv/shop-web/check-$token.html /srv/shop-web/api-check-$token.html
if [ "$(get /api/check-$token)" != "api $token" ]; then
  echo "HINT: a new file under /api/ on the API backend does not come through nginx: proxy every path under /api/ to 127.0.0.1:8081."
  exit 1
fi
if [ "$(get /check-$token.html)" != "web $token" ]; then
  echo "HINT: a new page of the front end does not come through nginx: proxy / to 127.0.0.1:8082."
  exit 1
fi
if [ "$(get /api-check-$token.html)" != "web-api $token" ]; then
  echo "HINT: a path that only starts with the letters /api (not the segment /api/) should go to the front end."
  exit 1
fi
exit 0
