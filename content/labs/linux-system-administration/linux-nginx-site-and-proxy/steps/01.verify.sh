#!/bin/bash
if ! nginx -t >/dev/null 2>&1; then echo "HINT: nginx -t reports: $(nginx -t 2>&1 | grep -m1 emerg)"; exit 1; fi
if [ "$(systemctl is-enabled nginx 2>/dev/null)" != enabled ]; then echo "HINT: nginx is not enabled, so it would not start at boot."; exit 1; fi
if ! systemctl is-active --quiet nginx; then echo "HINT: nginx is not running."; exit 1; fi
if [ ! -L /etc/nginx/sites-enabled/shop ] && ! grep -rqs 'server_name\s\+shop.local' /etc/nginx/sites-enabled/; then echo "HINT: the shop site is not enabled: link it into /etc/nginx/sites-enabled."; exit 1; fi
if ! nginx -T 2>/dev/null | grep -v '^\s*#' | grep -q 'server_name\s[^;]*shop\.local'; then echo "HINT: nginx has no server block with server_name shop.local loaded."; exit 1; fi
body=$(curl -s --max-time 5 -H 'Host: shop.local' http://127.0.0.1/)
if ! echo "$body" | grep -q '<h1>Shikhon Shop</h1>'; then echo "HINT: http://127.0.0.1/ with Host: shop.local does not return /srv/www/shop/index.html."; exit 1; fi
code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 -H 'Host: shop.local' http://127.0.0.1/about.html)
if [ "$code" != 200 ]; then echo "HINT: /about.html answers $code for shop.local, not 200."; exit 1; fi
code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 -H 'Host: shop.local' http://127.0.0.1/no-such-page.html)
if [ "$code" != 404 ]; then echo "HINT: a missing page answers $code for shop.local, not 404."; exit 1; fi
# Name-based: the shop is chosen by its server_name, so another name must not get it.
other="other-$RANDOM.example"
if curl -s --max-time 5 -H "Host: $other" http://127.0.0.1/ | grep -q 'Shikhon Shop'; then echo "HINT: a request for $other gets the shop too; serve it from its own server block for shop.local and leave the default site as it was."; exit 1; fi
exit 0
