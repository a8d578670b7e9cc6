#!/bin/bash
# Effective inventory variables: node1 2.5.0/4, node2 2.5.0/2, with node2's value from host_vars.
# Commands that could read stdin get </dev/null: this script itself may arrive on stdin.
cd /root/shop-ansible 2>/dev/null || { echo "HINT: /root/shop-ansible is missing."; exit 1; }
ok=0
for file in group_vars/all.yml group_vars/web.yml host_vars/node2.yml; do
  [ -f "inventory/$file" ] || { echo "HINT: inventory/$file does not exist yet."; ok=1; }
done
[ $ok -eq 0 ] || exit 1
# Each value lives where the step puts it (not inline in hosts.ini, not all in one file).
python3 - <<'CHECK' || exit 1
import sys, yaml
want = {'group_vars/all.yml': {'app_release': '2.4.1', 'app_workers': 4},
        'group_vars/web.yml': {'app_release': '2.5.0'}, 'host_vars/node2.yml': {'app_workers': 2}}
bad = 0
for name, values in want.items():
    try:
        data = yaml.safe_load(open('inventory/' + name)) or {}
    except Exception:
        data = {}
    for key, value in values.items():
        if not isinstance(data, dict) or str(data.get(key)) != str(value):
            print(f'HINT: inventory/{name} should set {key}: {value}.'); bad = 1
sys.exit(bad)
CHECK
# One ansible-inventory run for both nodes (each run costs seconds on a busy server).
got=$(timeout 16 ansible-inventory --list 2>/dev/null </dev/null | python3 -c '
import json, sys
hostvars = json.load(sys.stdin).get("_meta", {}).get("hostvars", {})
for node in ("node1", "node2"):
    v = hostvars.get(node, {})
    print(node, v.get("app_release", ""), v.get("app_workers", ""))' 2>/dev/null)
for pair in node1:4 node2:2; do
  node=${pair%:*}; workers=${pair#*:}
  line=$(grep "^$node " <<<"$got"); line=${line#"$node "}
  if [ "$line" != "2.5.0 $workers" ]; then echo "HINT: ansible-inventory --host $node gives app_release/app_workers '${line}', expected '2.5.0 $workers'."; ok=1; fi
done
exit $ok
