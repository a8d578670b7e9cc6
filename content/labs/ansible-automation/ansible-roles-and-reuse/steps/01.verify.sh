#!/bin/bash
# roles/motd has the layout ansible-galaxy role init makes, with the files it writes (galaxy_info,
# the README template, tests/), not folders made by hand.
role=/root/shop-ansible/roles/motd
if [ ! -d "$role" ]; then echo "HINT: $role does not exist yet: run ansible-galaxy role init --init-path roles motd in /root/shop-ansible."; exit 1; fi
ok=0
for part in tasks/main.yml defaults/main.yml handlers/main.yml meta/main.yml templates tests/test.yml tests/inventory README.md; do
  if [ ! -e "$role/$part" ]; then echo "HINT: $role/$part is missing: let ansible-galaxy role init create the skeleton."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
if ! grep -q '^galaxy_info:' "$role/meta/main.yml" || ! grep -q '^Role Name' "$role/README.md"; then
  echo "HINT: $role was not made by ansible-galaxy role init (meta/main.yml has no galaxy_info): let it create the skeleton."; exit 1
fi
exit 0
