#!/bin/bash
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
NGINX={{ nginx_version }}
J2
cat > settings.yml <<'YML'
- name: Application settings
  hosts: web
  tasks:
    - name: Read the installed nginx version
      ansible.builtin.command: nginx -v
      register: nginx_v
      changed_when: false
      check_mode: false

    - name: Keep only the version number
      ansible.builtin.set_fact:
        nginx_version: "{{ nginx_v.stderr | regex_search('[0-9.]+$') }}"

    - name: Show what the host will get
      ansible.builtin.debug:
        msg: 'release={{ app_release }} workers={{ app_workers }} nginx={{ nginx_version }}'

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
ansible-playbook settings.yml -l node1 -e app_release=2.5.1 </dev/null
