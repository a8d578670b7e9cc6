#!/bin/bash
# The project: an inventory, no ansible.cfg yet.
set -e
mkdir -p /root/shop-ansible/inventory
printf '[web]\nnode1\nnode2\n' > /root/shop-ansible/inventory/hosts.ini
