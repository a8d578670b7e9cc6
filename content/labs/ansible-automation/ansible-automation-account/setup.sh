#!/bin/bash
# The project: an inventory, no ansible.cfg yet.
set -e
# Both nodes boot beside this one: wait until each answers SSH (a busy host can take a while).
for node in node1 node2; do
  for attempt in $(seq 1 60); do
    if ssh -n -o BatchMode=yes -o ConnectTimeout=3 "$node" true 2>/dev/null; then break; fi
    sleep 1
  done
done
mkdir -p /root/shop-ansible/inventory
printf '[web]\nnode1\nnode2\n' > /root/shop-ansible/inventory/hosts.ini
