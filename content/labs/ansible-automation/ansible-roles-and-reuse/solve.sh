#!/bin/bash
set -e
cd /root/shop-ansible
ansible-galaxy role init --init-path roles motd </dev/null
cat > roles/motd/defaults/main.yml <<'YML'
---
# Text shown first at login
motd_message: Authorised use only. All activity is logged.
# Where people ask for access
motd_contact: ops@shop.example
# staging or production
motd_environment: staging
YML
cat > roles/motd/templates/motd.j2 <<'J2'
{{ ansible_managed | comment }}
{{ motd_message }}

Host:        {{ inventory_hostname }} ({{ ansible_facts['distribution'] }} {{ ansible_facts['distribution_version'] }})
Environment: {{ motd_environment }}
Contact:     {{ motd_contact }}
J2
cat > roles/motd/tasks/main.yml <<'YML'
---
- name: Deploy the login banner
  ansible.builtin.template:
    src: motd.j2
    dest: /etc/motd
    owner: root
    group: root
    mode: '0644'
YML
cat > site.yml <<'YML'
- name: Baseline for every server
  hosts: all
  roles:
    - motd
YML
ansible-playbook site.yml </dev/null
echo "motd_message: 'Database server: changes need a ticket in #db-changes.'" > inventory/group_vars/db.yml
ansible-playbook site.yml </dev/null
cat > roles/motd/meta/argument_specs.yml <<'YML'
---
argument_specs:
  main:
    short_description: Login banner for every server
    options:
      motd_message:
        type: str
        default: Authorised use only. All activity is logged.
        description: Text shown first at login.
      motd_contact:
        type: str
        default: ops@shop.example
        description: Where people ask for access.
      motd_environment:
        type: str
        choices: [staging, production]
        default: staging
        description: The environment the host belongs to.
YML
