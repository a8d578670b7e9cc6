#!/bin/bash
# /etc/shop/app.env on each node has its workers, a release, and the node's own facts.
# ssh gets -n: this script itself may arrive on stdin.
ok=0
for pair in node1:4 node2:2; do
  node=${pair%:*}; workers=${pair#*:}
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'uname -r; cat /etc/shop/app.env 2>/dev/null' 2>/dev/null)
  kernel=$(head -n1 <<<"$state"); env=$(tail -n +2 <<<"$state")
  if [ -z "$env" ]; then echo "HINT: /etc/shop/app.env does not exist on $node yet: run settings.yml."; ok=1; continue; fi
  grep -qx "WORKERS=$workers" <<<"$env" || { echo "HINT: app.env on $node should say WORKERS=$workers (app_workers)."; ok=1; }
  grep -Eqx 'RELEASE=2\.5\.[01]' <<<"$env" || { echo "HINT: app.env on $node should say RELEASE=2.5.0 (app_release from group_vars/web.yml)."; ok=1; }
  grep -qx "HOST=$node" <<<"$env" || { echo "HINT: app.env on $node should say HOST=$node (ansible_facts['hostname'])."; ok=1; }
  grep -qx "OS=Debian 12" <<<"$env" || { echo "HINT: app.env on $node should say OS=Debian 12 (distribution facts)."; ok=1; }
  grep -qxF "KERNEL=$kernel" <<<"$env" || { echo "HINT: app.env on $node should say KERNEL=$kernel (ansible_facts['kernel'])."; ok=1; }
done
exit $ok
