#!/bin/bash
# The project: config with roles_path, and an inventory with web (node1) and db (node2).
set -e
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
