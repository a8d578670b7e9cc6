#!/bin/bash
# The project: config and an inventory with the web group.
set -e
mkdir -p /root/shop-ansible/inventory /root/shop-ansible/templates
cd /root/shop-ansible
cat > ansible.cfg <<'CFG'
[defaults]
inventory = inventory/hosts.ini
interpreter_python = auto_silent
CFG
printf '[web]\nnode1\nnode2\n' > inventory/hosts.ini
