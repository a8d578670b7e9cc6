#!/bin/bash
# The project a colleague left behind: config, inventory and a playbook with one shell task.
set -e
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
