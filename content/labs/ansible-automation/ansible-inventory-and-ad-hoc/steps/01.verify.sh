#!/bin/bash
# The inventory (inventory/hosts.ini or hosts.yml) has web=node1, db=node2, both children of staging.
# Commands that could read stdin get </dev/null: this script itself may arrive on stdin.
cd /root/shop-ansible 2>/dev/null || { echo "HINT: the folder /root/shop-ansible does not exist yet."; exit 1; }
file=""
for candidate in inventory/hosts.ini inventory/hosts.yml inventory/hosts.yaml inventory/hosts; do
  if [ -f "$candidate" ]; then file=$candidate; break; fi
done
if [ -z "$file" ]; then echo "HINT: /root/shop-ansible/inventory/hosts.ini does not exist yet."; exit 1; fi
json=$(ANSIBLE_CONFIG=/usr/lib/shikhon/ansible/check.cfg timeout 15 ansible-inventory -i "$file" --list 2>/dev/null </dev/null)
if [ -z "$json" ]; then echo "HINT: ansible-inventory -i $file --list fails: check the syntax of your inventory file."; exit 1; fi
python3 - "$json" <<'PY'
import json, sys
inv = json.loads(sys.argv[1])
def hosts(group): return set(inv.get(group, {}).get('hosts', []))
def children(group): return set(inv.get(group, {}).get('children', []))
problems = []
if 'node1' not in hosts('web'): problems.append('the group web does not contain node1 yet.')
if 'node2' not in hosts('db'): problems.append('the group db does not contain node2 yet.')
if 'node2' in hosts('web') or 'node1' in hosts('db'): problems.append('node1 belongs in web only and node2 in db only.')
if not {'web', 'db'} <= children('staging'): problems.append('staging must have the child groups web and db ([staging:children]).')
for p in problems: print('HINT: ' + p)
sys.exit(1 if problems else 0)
PY
