#!/bin/bash
# Fake: write settings.yml and the template, but write app.env on each node over ssh from the
# node's own facts instead of running the playbook.
set -e
cd /root/shop-ansible
mkdir -p inventory/group_vars inventory/host_vars
printf "app_release: '2.4.1'\napp_workers: 4\n" > inventory/group_vars/all.yml
printf "app_release: '2.5.0'\n" > inventory/group_vars/web.yml
printf "app_workers: 2\n" > inventory/host_vars/node2.yml
cat > templates/app.env.j2 <<'J2'
RELEASE={{ app_release }}
WORKERS={{ app_workers }}
HOST={{ ansible_facts['hostname'] }}
OS={{ ansible_facts['distribution'] }} {{ ansible_facts['distribution_major_version'] }}
KERNEL={{ ansible_facts['kernel'] }}
J2
cat > settings.yml <<'YML'
- name: Application settings
  hosts: web
  tasks:
    - name: Create the settings directory
      ansible.builtin.file:
        path: /etc/shop
        state: directory
        mode: '0755'

    - name: Write the settings file
      ansible.builtin.template:
        src: templates/app.env.j2
        dest: /etc/shop/app.env
        mode: '0644'
YML
for pair in node1:4 node2:2; do
  node=${pair%:*}; workers=${pair#*:}
  ssh -n "$node" "mkdir -p /etc/shop && printf 'RELEASE=2.5.0\nWORKERS=$workers\nHOST=%s\nOS=Debian 12\nKERNEL=%s\n' \$(hostname) \$(uname -r) > /etc/shop/app.env"
done
