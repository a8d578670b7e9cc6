#!/bin/bash
# Effective inventory variables: node1 2.5.0/4, node2 2.5.0/2, with node2's value from host_vars.
# Commands that could read stdin get </dev/null: this script itself may arrive on stdin.
cd /root/shop-ansible 2>/dev/null || { echo "HINT: /root/shop-ansible is missing."; exit 1; }
ok=0
for file in group_vars/all.yml group_vars/web.yml host_vars/node2.yml; do
  [ -f "inventory/$file" ] || { echo "HINT: inventory/$file does not exist yet."; ok=1; }
done
[ $ok -eq 0 ] || exit 1
for pair in node1:4 node2:2; do
  node=${pair%:*}; workers=${pair#*:}
  got=$(timeout 15 ansible-inventory --host "$node" 2>/dev/null </dev/null | python3 -c 'import json,sys; v=json.load(sys.stdin); print(v.get("app_release",""), v.get("app_workers",""))' 2>/dev/null)
  if [ "$got" != "2.5.0 $workers" ]; then echo "HINT: ansible-inventory --host $node gives app_release/app_workers '${got}', expected '2.5.0 $workers'."; ok=1; fi
done
exit $ok
