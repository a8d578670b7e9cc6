#!/bin/bash
# inventories/staging gives node1 staging values; inventories/production gives node2 production values,
# from each folder's group_vars.
# One `ansible-inventory --list --export` per environment, both at once (each run costs seconds on a
# busy server): group variables stay on their groups there, so the output shows both where shop_env
# is set and, merged from all down to the host, the values the host gets.
# Commands that could read stdin get </dev/null: this script itself may arrive on stdin.
cd /root/shop-ansible 2>/dev/null || { echo "HINT: /root/shop-ansible is missing."; exit 1; }
for env in staging production; do
  [ -d "inventories/$env" ] || { echo "HINT: the folder inventories/$env does not exist yet."; exit 1; }
done
tmp=$(mktemp -d)
for env in staging production; do
  timeout 15 ansible-inventory -i "inventories/$env" --list --export >"$tmp/$env" 2>/dev/null </dev/null &
done
wait
ok=0
for pair in "staging:node1:staging staging.shop.example.com 2" "production:node2:production shop.example.com 8"; do
  env=${pair%%:*}; rest=${pair#*:}; node=${rest%%:*}; want=${rest#*:}
  # The values come from each environment's group_vars, not from host lines of the inventory.
  if ! grep -rqs '^shop_env:' "inventories/$env/group_vars"; then rc=1
  else
    got=$(python3 - "$tmp/$env" "$node" <<'PY'
import json, sys
try:
    inv = json.load(open(sys.argv[1]))
except (OSError, ValueError):
    sys.exit(2)
node = sys.argv[2]
hostvars = inv.get('_meta', {}).get('hostvars', {})
if any('shop_env' in v for v in hostvars.values()):
    sys.exit(1)
if not any('shop_env' in (g.get('vars') or {}) for g in inv.values() if isinstance(g, dict)):
    sys.exit(1)
# the host's groups, parents before children (all first), merged in that order
parents = {}
for group, data in inv.items():
    if group != '_meta' and isinstance(data, dict):
        for child in data.get('children') or []:
            parents.setdefault(child, []).append(group)
order = []
def add(group, depth=0):
    if depth > 20 or group in order:
        return
    for parent in parents.get(group, []):
        add(parent, depth + 1)
    order.append(group)
for group, data in inv.items():
    if group != '_meta' and isinstance(data, dict) and node in (data.get('hosts') or []):
        add(group)
merged = dict((inv.get('all') or {}).get('vars') or {})
for group in order:
    merged.update((inv.get(group) or {}).get('vars') or {})
merged.update(hostvars.get(node, {}))
print(merged.get('shop_env', ''), merged.get('shop_domain', ''), merged.get('shop_app_workers', ''))
PY
)
    rc=$?
  fi
  if [ $rc -eq 1 ]; then
    echo "HINT: inventories/$env sets shop_env on a host line or not at all: put the environment's values in inventories/$env/group_vars/all.yml."; ok=1
  elif [ "$got" != "$want" ]; then
    echo "HINT: ansible-inventory -i inventories/$env --host $node gives '${got}', expected '$want'."; ok=1
  fi
done
rm -rf "$tmp"
exit $ok
