#!/bin/bash
# roles/motd has the layout ansible-galaxy role init makes.
role=/root/shop-ansible/roles/motd
if [ ! -d "$role" ]; then echo "HINT: $role does not exist yet: run ansible-galaxy role init --init-path roles motd in /root/shop-ansible."; exit 1; fi
ok=0
for part in tasks/main.yml defaults/main.yml handlers/main.yml meta/main.yml templates; do
  if [ ! -e "$role/$part" ]; then echo "HINT: $role/$part is missing: let ansible-galaxy role init create the skeleton."; ok=1; fi
done
exit $ok
