#!/bin/bash
# Fake: make both inventory folders, but put the values on the host lines instead of group_vars.
set -e
cd /root/shop-ansible
mkdir -p inventories/staging/group_vars inventories/production/group_vars
printf '[web]\nnode1 shop_env=staging shop_domain=staging.shop.example.com shop_app_workers=2\n' > inventories/staging/hosts
printf '[web]\nnode2 shop_env=production shop_domain=shop.example.com shop_app_workers=8\n' > inventories/production/hosts
