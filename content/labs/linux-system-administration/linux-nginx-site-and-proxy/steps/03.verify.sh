#!/bin/bash
log=/var/log/nginx/shop.access.log
if ! nginx -T 2>/dev/null | grep -q 'access_log\s\+/var/log/nginx/shop.access.log'; then echo "HINT: the shop's server block has no access_log /var/log/nginx/shop.access.log yet."; exit 1; fi
marker="verify-$RANDOM-$$"
curl -s -o /dev/null --max-time 5 -H 'Host: shop.local' "http://127.0.0.1/$marker.html"
# and a request for another site, which must not land in the shop's log
curl -s -o /dev/null --max-time 5 -H "Host: other-$RANDOM.example" "http://127.0.0.1/$marker-other.html"
sleep 0.5
if [ ! -f "$log" ] || ! grep -q "$marker.html" "$log"; then echo "HINT: requests for shop.local are not written to $log; reload nginx after the change."; exit 1; fi
if tail -n 50 /var/log/nginx/access.log 2>/dev/null | grep -q "$marker.html"; then echo "HINT: shop.local requests still go to /var/log/nginx/access.log too; put access_log inside the shop's server block."; exit 1; fi
if grep -q "$marker-other" "$log"; then echo "HINT: requests for other sites are written to $log as well; put access_log inside the shop's server block, not in the http block."; exit 1; fi
exit 0
