#!/bin/bash
# The project: config with roles_path, and an inventory with web (node1) and db (node2).
set -e
# Both nodes boot beside this one: wait until each answers SSH (a busy host can take a while).
for node in node1 node2; do
  for attempt in $(seq 1 60); do
    if ssh -n -o BatchMode=yes -o ConnectTimeout=3 "$node" true 2>/dev/null; then break; fi
    sleep 1
  done
done
mkdir -p /root/shop-ansible/inventory/group_vars
cd /root/shop-ansible
cat > ansible.cfg <<'CFG'
[defaults]
inventory = inventory/hosts.ini
roles_path = roles
interpreter_python = auto_silent
CFG
cat > inventory/hosts.ini <<'INI'
[web]
node1

[db]
node2
INI
