#!/bin/bash
if ! systemctl is-active --quiet nginx; then echo "HINT: nginx is not running."; exit 1; fi
code() { curl -s -m 3 -o /dev/null -w '%{http_code}' "$@"; }
other=$(code -H 'Host: other.example.com' http://127.0.0.1/)
if [ "$other" != 404 ]; then echo "HINT: a request for other.example.com gets $other, not 404: add a default_server that returns 404."; exit 1; fi
bare=$(code http://127.0.0.1/)
if [ "$bare" != 404 ]; then echo "HINT: a request by IP address (no known host) gets $bare, not 404."; exit 1; fi
if ! curl -s -m 3 -H 'Host: shop.example.com' http://127.0.0.1/api/health | grep -q '"shop-api"'; then
  echo "HINT: shop.example.com no longer reaches the API: keep shop.conf enabled."
  exit 1
fi
exit 0
