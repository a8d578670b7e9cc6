#!/bin/bash
# Fake: steps 1 and 2 for real, then a guard that asks for confirm_env on every run, staging too.
set -e
cd /root/shop-ansible
mkdir -p inventories/staging/group_vars inventories/production/group_vars
printf '[web]\nnode1\n' > inventories/staging/hosts
printf '[web]\nnode2\n' > inventories/production/hosts
printf 'shop_env: staging\nshop_domain: staging.shop.example.com\nshop_app_workers: 2\n' > inventories/staging/group_vars/all.yml
printf 'shop_env: production\nshop_domain: shop.example.com\nshop_app_workers: 8\n' > inventories/production/group_vars/all.yml
printf '[defaults]\ninventory = inventories/staging\ninterpreter_python = auto_silent\n' > ansible.cfg
ansible-playbook site.yml </dev/null
ansible-playbook -i inventories/production site.yml </dev/null
cat > site.yml <<'YML'
- name: Shop application
  hosts: web
  tasks:
    - name: Refuse any run without confirmation
      ansible.builtin.assert:
        that:
          - confirm_env | default('') == 'production'
        fail_msg: 'This is production: run again with -e confirm_env=production.'
        quiet: true

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
