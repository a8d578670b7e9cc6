#!/bin/bash
# The project, plus an old account (tanvir) on both nodes that the team list will remove.
set -e
mkdir -p /root/shop-ansible/inventory/group_vars
cd /root/shop-ansible
cat > ansible.cfg <<'CFG'
[defaults]
inventory = inventory/hosts.ini
interpreter_python = auto_silent
CFG
printf '[web]\nnode1\n\n[db]\nnode2\n' > inventory/hosts.ini
for node in node1 node2; do
  for attempt in $(seq 1 30); do
    if ssh -n -o BatchMode=yes -o ConnectTimeout=3 "$node" 'id tanvir >/dev/null 2>&1 || useradd -m -s /bin/bash tanvir' 2>/dev/null; then break; fi
    sleep 1
  done
  ssh -n -o BatchMode=yes "$node" 'id tanvir' >/dev/null
done
