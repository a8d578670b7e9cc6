#!/bin/bash
set -e
cd /root/shop-ansible
cat > site.yml <<'YML'
- name: Baseline for every server
  hosts: all
  tasks:
    - name: Set the login banner
      ansible.builtin.copy:
        content: "Authorised use only. All activity is logged.\n"
        dest: /etc/motd
        owner: root
        group: root
        mode: '0644'

    - name: Create the shop group
      ansible.builtin.group:
        name: shop
        state: present

    - name: Create the deploy account
      ansible.builtin.user:
        name: deploy
        shell: /bin/bash
        groups: shop
        append: true
        state: present

    - name: Create the application directory
      ansible.builtin.file:
        path: /srv/shop
        state: directory
        owner: deploy
        group: shop
        mode: '0750'

    - name: Deploy the application settings
      ansible.builtin.copy:
        content: "release=2.4.1\nworkers=4\n"
        dest: /srv/shop/app.conf
        owner: deploy
        group: shop
        mode: '0640'
YML
ansible-playbook site.yml </dev/null
