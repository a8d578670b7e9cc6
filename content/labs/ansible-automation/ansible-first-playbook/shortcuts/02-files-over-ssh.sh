#!/bin/bash
# Fake: step 1 done with the playbook, then the folder and the settings file made over ssh.
set -e
cd /root/shop-ansible
cat > site.yml <<'YML'
- name: Baseline for every server
  hosts: all
  tasks:
    - name: Set the login banner
      ansible.builtin.shell: echo 'Authorised use only. All activity is logged.' >> /etc/motd

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
YML
ansible-playbook site.yml </dev/null >/dev/null
for node in node1 node2; do
  ssh -n -o BatchMode=yes "$node" 'install -d -o deploy -g shop -m 750 /srv/shop && printf "release=2.4.1\nworkers=4\n" > /srv/shop/app.conf && chown deploy:shop /srv/shop/app.conf && chmod 640 /srv/shop/app.conf'
done
