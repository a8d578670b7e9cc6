#!/bin/bash
# The project a colleague left behind: config, inventory and a playbook with one shell task.
set -e
# Both nodes boot beside this one: wait until each answers SSH (a busy host can take a while).
for node in node1 node2; do
  for attempt in $(seq 1 60); do
    if ssh -n -o BatchMode=yes -o ConnectTimeout=3 "$node" true 2>/dev/null; then break; fi
    sleep 1
  done
done
mkdir -p /root/shop-ansible/inventory
cd /root/shop-ansible
cat > ansible.cfg <<'CFG'
[defaults]
inventory = inventory/hosts.ini
interpreter_python = auto_silent
CFG
cat > inventory/hosts.ini <<'INI'
[web]
node1

[db]
node2

[staging:children]
web
db
INI
cat > site.yml <<'YML'
- name: Baseline for every server
  hosts: all
  tasks:
    - name: Set the login banner
      ansible.builtin.shell: echo 'Authorised use only. All activity is logged.' >> /etc/motd
YML
