#!/bin/bash
# Fake: an inventory with every name in it, but staging as a group of hosts named web and db.
set -e
mkdir -p /root/shop-ansible/inventory
printf '[web]\nnode1\n\n[db]\nnode2\n\n[staging]\nweb\ndb\n' > /root/shop-ansible/inventory/hosts.ini
