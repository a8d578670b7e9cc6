#!/bin/bash
# roles/shop_web exists, and both nodes serve its page on 8080 with their name and "staging".
role=/root/shop-fleet/roles/shop_web
if [ ! -f "$role/tasks/main.yml" ]; then echo "HINT: $role/tasks/main.yml does not exist yet: create the role with ansible-galaxy role init."; exit 1; fi
ok=0
for node in node1 node2; do
  page=$(curl -s -m 5 "http://$node:8080/")
  if [ -z "$page" ]; then echo "HINT: nothing answers on http://$node:8080/ yet: run site.yml (the handler reloads nginx with the new site)."; ok=1; continue; fi
  if ! grep -Eq "Shop 1\.[01]\.0 \(staging\) on $node" <<<"$page"; then echo "HINT: http://$node:8080/ shows '$page'; it should read 'Shop 1.0.0 (staging) on $node'."; ok=1; fi
done
exit $ok
