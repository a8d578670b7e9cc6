#!/bin/bash
# The project with a plain-text password in group_vars, committed to Git.
set -e
# Both nodes boot beside this one: wait until each answers SSH (a busy host can take a while).
for node in node1 node2; do
  for attempt in $(seq 1 60); do
    if ssh -n -o BatchMode=yes -o ConnectTimeout=3 "$node" true 2>/dev/null; then break; fi
    sleep 1
  done
done
mkdir -p /root/shop-ansible/inventory/group_vars /root/shop-ansible/templates
cd /root/shop-ansible
cat > ansible.cfg <<'CFG'
[defaults]
inventory = inventory/hosts.ini
interpreter_python = auto_silent
CFG
printf '[app]\nnode1\nnode2\n' > inventory/hosts.ini
cat > inventory/group_vars/all.yml <<'YML'
shop_db_host: db.shop.internal
shop_db_user: shop
shop_db_password: 'Pl41n-text-in-git'
YML
cat > templates/shop.env.j2 <<'J2'
DB_HOST={{ shop_db_host }}
DB_USER={{ shop_db_user }}
DB_PASSWORD={{ shop_db_password }}
J2
cat > app.yml <<'YML'
- name: Shop application settings
  hosts: app
  tasks:
    - name: Create the settings directory
      ansible.builtin.file:
        path: /etc/shop
        state: directory
        owner: root
        group: root
        mode: '0750'

    - name: Deploy the environment file
      ansible.builtin.template:
        src: templates/shop.env.j2
        dest: /etc/shop/shop.env
        owner: root
        group: root
        mode: '0600'
YML
git init -q
git config user.name 'Shop Ops'
git config user.email ops@shop.example
git add -A
git commit -qm 'Staging inventory and app settings'
