#!/bin/bash
# Fake: ansible.cfg with an inventory line that names the folder (hosts.ini is then skipped).
set -e
mkdir -p /root/shop-ansible/inventory
cd /root/shop-ansible
printf '[web]\nnode1\n\n[db]\nnode2\n\n[staging:children]\nweb\ndb\n' > inventory/hosts.ini
printf '[defaults]\ninventory = inventory\ninterpreter_python = auto_silent\n' > ansible.cfg
