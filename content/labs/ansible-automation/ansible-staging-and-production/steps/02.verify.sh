#!/bin/bash
# ansible.cfg defaults to staging, and each node holds its environment's settings.
# ssh gets -n: this script itself may arrive on stdin.
cd /root/shop-ansible 2>/dev/null || exit 1
hostlist=$(ANSIBLE_CONFIG= timeout 10 ansible-config dump --only-changed 2>/dev/null </dev/null | grep '^DEFAULT_HOST_LIST')
if ! grep -q '/root/shop-ansible/inventories/staging' <<<"$hostlist"; then echo "HINT: ansible.cfg should make inventories/staging the default inventory."; exit 1; fi
if grep -q 'production' <<<"$hostlist"; then echo "HINT: the default inventory must not include production."; exit 1; fi
ok=0
for pair in "node1:staging:2" "node2:production:8"; do
  IFS=: read -r node env workers <<<"$pair"
  conf=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'cat /etc/shop/shop.conf' 2>/dev/null)
  if [ -z "$conf" ]; then echo "HINT: /etc/shop/shop.conf does not exist on $node yet: apply the $env inventory."; ok=1; continue; fi
  if ! grep -qx "environment=$env" <<<"$conf" || ! grep -qx "workers=$workers" <<<"$conf"; then echo "HINT: /etc/shop/shop.conf on $node should say environment=$env and workers=$workers."; ok=1; fi
done
exit $ok
