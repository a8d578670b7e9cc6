#!/bin/bash
# deploy.log records 2.5.0 deployed on both nodes, and both nodes hold that release.
# ssh gets -n: this script itself may arrive on stdin.
log=/root/shop-ansible/deploy.log
if [ ! -f "$log" ]; then echo "HINT: $log does not exist yet: write deploy.yml and run it."; exit 1; fi
ok=0
for node in node1 node2; do
  if ! grep -qx "$node 2.5.0 deployed" "$log"; then echo "HINT: deploy.log has no line '$node 2.5.0 deployed' yet: run deploy.yml."; ok=1; continue; fi
  if ! ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'test -f /srv/shop/releases/2.5.0/healthz' 2>/dev/null; then echo "HINT: /srv/shop/releases/2.5.0 on $node lacks the release files."; ok=1; fi
done
exit $ok
