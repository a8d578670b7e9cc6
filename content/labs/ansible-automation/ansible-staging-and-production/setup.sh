#!/bin/bash
# The project: a playbook and template that read shop_env, shop_domain and shop_app_workers.
set -e
# Both nodes boot beside this one: wait until each answers SSH (a busy host can take a while).
for node in node1 node2; do
  for attempt in $(seq 1 60); do
    if ssh -n -o BatchMode=yes -o ConnectTimeout=3 "$node" true 2>/dev/null; then break; fi
    sleep 1
  done
done
mkdir -p /root/shop-ansible/templates
cd /root/shop-ansible
cat > templates/shop.conf.j2 <<'J2'
{{ ansible_managed | comment }}
environment={{ shop_env }}
domain={{ shop_domain }}
workers={{ shop_app_workers }}
J2
cat > site.yml <<'YML'
- name: Shop application
  hosts: web
  tasks:
    - name: Create the settings directory
      ansible.builtin.file:
        path: /etc/shop
        state: directory
        mode: '0755'

    - name: Write the application settings
      ansible.builtin.template:
        src: templates/shop.conf.j2
        dest: /etc/shop/shop.conf
        mode: '0644'
YML
