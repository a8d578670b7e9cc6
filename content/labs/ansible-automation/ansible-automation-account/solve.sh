#!/bin/bash
set -e
ssh-keygen -q -t ed25519 -f ~/.ssh/ansible_ed25519 -C "ansible@control" -N '' </dev/null
cd /root/shop-ansible
ansible all -i inventory/hosts.ini -m ansible.builtin.user -a "name=ansible shell=/bin/bash" </dev/null
ansible all -i inventory/hosts.ini -m ansible.builtin.file -a "path=/home/ansible/.ssh state=directory owner=ansible group=ansible mode=0700" </dev/null
ansible all -i inventory/hosts.ini -m ansible.builtin.copy -a "src=/root/.ssh/ansible_ed25519.pub dest=/home/ansible/.ssh/authorized_keys owner=ansible group=ansible mode=0600" </dev/null
cat > ansible.cfg <<'CFG'
[defaults]
inventory = inventory/hosts.ini
remote_user = ansible
private_key_file = ~/.ssh/ansible_ed25519
interpreter_python = auto_silent

[ssh_connection]
pipelining = True
CFG
ansible all -m ansible.builtin.command -a whoami -o </dev/null
