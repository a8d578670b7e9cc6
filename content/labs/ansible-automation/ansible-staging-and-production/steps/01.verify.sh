#!/bin/bash
# inventories/staging gives node1 staging values; inventories/production gives node2 production values.
# Commands that could read stdin get </dev/null: this script itself may arrive on stdin.
cd /root/shop-ansible 2>/dev/null || { echo "HINT: /root/shop-ansible is missing."; exit 1; }
check() { # inventory host expected
  got=$(timeout 10 ansible-inventory -i "inventories/$1" --host "$2" 2>/dev/null </dev/null | python3 -c 'import json,sys; v=json.load(sys.stdin); print(v.get("shop_env",""), v.get("shop_domain",""), v.get("shop_app_workers",""))' 2>/dev/null)
  if [ "$got" != "$3" ]; then echo "HINT: ansible-inventory -i inventories/$1 --host $2 gives '${got}', expected '$3'."; return 1; fi
}
for env in staging production; do
  [ -d "inventories/$env" ] || { echo "HINT: the folder inventories/$env does not exist yet."; exit 1; }
done
ok=0
check staging node1 "staging staging.shop.example.com 2" || ok=1
check production node2 "production shop.example.com 8" || ok=1
exit $ok
