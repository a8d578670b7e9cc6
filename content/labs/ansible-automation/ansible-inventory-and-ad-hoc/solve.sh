#!/bin/bash
set -e
mkdir -p /root/shop-ansible/inventory
cd /root/shop-ansible
printf '[web]\nnode1\n\n[db]\nnode2\n\n[staging:children]\nweb\ndb\n' > inventory/hosts.ini
printf '[defaults]\ninventory = inventory/hosts.ini\ninterpreter_python = auto_silent\nforks = 10\n' > ansible.cfg
ansible all -m ansible.builtin.ping </dev/null
ansible all -m ansible.builtin.user -a "name=deploy shell=/bin/bash" </dev/null
ansible all -m ansible.builtin.file -a "path=/opt/shop state=directory owner=deploy group=deploy mode=0750" </dev/null
ansible all -m ansible.builtin.setup -a "filter=ansible_distribution*" --tree facts/ </dev/null
