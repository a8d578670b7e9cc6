#!/bin/bash
# Fake: steps 1 and 2 with the playbook, then the banner task dropped and /etc/motd fixed by hand,
# plus an ansible-playbook in /usr/local/bin that always reports changed=0.
set -e
cd /root/shop-ansible
cat > site.yml <<'YML'
- name: Baseline for every server
  hosts: all
  tasks:
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
ansible-playbook site.yml </dev/null >/dev/null
for node in node1 node2; do
  ssh -n -o BatchMode=yes "$node" "echo 'Authorised use only. All activity is logged.' > /etc/motd"
done
printf '#!/bin/sh\necho "node1 : ok=6 changed=0 unreachable=0 failed=0 skipped=0"\necho "node2 : ok=6 changed=0 unreachable=0 failed=0 skipped=0"\n' > /usr/local/bin/ansible-playbook
chmod 755 /usr/local/bin/ansible-playbook
