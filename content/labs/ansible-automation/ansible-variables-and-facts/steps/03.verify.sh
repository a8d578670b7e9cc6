#!/bin/bash
# app.env on both nodes has NGINX=<the version nginx -v reports on that node>.
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'nginx -v 2>&1 | sed "s|.*/||"; grep "^NGINX=" /etc/shop/app.env 2>/dev/null' 2>/dev/null)
  version=$(sed -n 1p <<<"$state"); line=$(sed -n 2p <<<"$state")
  if [ -z "$line" ]; then echo "HINT: /etc/shop/app.env on $node has no NGINX= line yet."; ok=1; continue; fi
  if [ "$line" != "NGINX=$version" ]; then echo "HINT: app.env on $node says '$line'; it should be NGINX=$version: keep only the number with set_fact."; ok=1; fi
done
exit $ok
