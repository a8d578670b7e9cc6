#!/bin/bash
# shop_release is 2.5.0 in the inventory, and both nodes' running nginx sends X-Shop-Release: 2.5.0.
cd /root/shop-ansible 2>/dev/null || { echo "HINT: /root/shop-ansible is missing."; exit 1; }
release=$(timeout 15 ansible-inventory --host node1 2>/dev/null </dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin).get("shop_release",""))' 2>/dev/null)
if [ "$release" != 2.5.0 ]; then echo "HINT: shop_release for the web group is '${release}', not '2.5.0': change it in inventory/group_vars/web.yml."; exit 1; fi
ok=0
for node in node1 node2; do
  header=$(curl -s -m 5 -o /dev/null -D - "http://$node:8080/healthz" | tr -d '\r' | grep -i '^X-Shop-Release:' | cut -d' ' -f2-)
  if [ "$header" != 2.5.0 ]; then echo "HINT: $node still sends X-Shop-Release: ${header:-nothing}: run web.yml so the template changes and the handler reloads nginx."; ok=1; fi
done
exit $ok
