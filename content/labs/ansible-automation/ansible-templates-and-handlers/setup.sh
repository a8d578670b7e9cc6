#!/bin/bash
# The project: config, an inventory with the web group, and the group's variables.
set -e
# Both nodes boot beside this one: wait until each answers SSH (a busy host can take a while).
for node in node1 node2; do
  for attempt in $(seq 1 60); do
    if ssh -n -o BatchMode=yes -o ConnectTimeout=3 "$node" true 2>/dev/null; then break; fi
    sleep 1
  done
done
mkdir -p /root/shop-ansible/inventory/group_vars /root/shop-ansible/templates
cd /root/shop-ansible
cat > ansible.cfg <<'CFG'
[defaults]
inventory = inventory/hosts.ini
interpreter_python = auto_silent
CFG
cat > inventory/hosts.ini <<'INI'
[web]
node1
node2
INI
cat > inventory/group_vars/web.yml <<'YML'
shop_port: 8080
shop_server_name: shop.internal
shop_release: '2.4.1'
YML
