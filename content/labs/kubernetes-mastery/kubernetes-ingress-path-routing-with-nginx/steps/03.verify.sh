#!/bin/bash
if ! systemctl is-active --quiet nginx; then echo "HINT: nginx is not running."; exit 1; fi
code() { curl -s -m 3 -o /dev/null -w '%{http_code}' "$@"; }
other=$(code -H 'Host: other.example.com' http://127.0.0.1/)
if [ "$other" != 404 ]; then echo "HINT: a request for other.example.com gets $other, not 404: add a default_server that returns 404."; exit 1; fi
bare=$(code http://127.0.0.1/)
if [ "$bare" != 404 ]; then echo "HINT: a request by IP address (no known host) gets $bare, not 404."; exit 1; fi
# A default backend is a server of its own: emptying Debian's default site also answers 404.
if ! nginx -T 2>/dev/null | python3 -c '
import re, sys
conf = re.sub(r"#[^\n]*", "", sys.stdin.read())
servers = re.split(r"\bserver\s*\{", conf)[1:]
ok = any(re.search(r"\blisten\s+[^;]*\b80\b[^;]*\bdefault_server\b", s) and re.search(r"\breturn\s+404\b", s) for s in servers)
sys.exit(0 if ok else 1)'; then
  echo "HINT: nginx has no default server (listen 80 default_server) that answers return 404."
  exit 1
fi
if ! curl -s -m 3 -H 'Host: shop.example.com' http://127.0.0.1/api/health | grep -q '"shop-api"'; then
  echo "HINT: shop.example.com no longer reaches the API: keep shop.conf enabled."
  exit 1
fi
exit 0
