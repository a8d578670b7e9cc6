#!/bin/bash
# Fake: the role applied (steps 1-2), then node2's banner edited over ssh instead of a group_vars override.
set -e
cd /root/shop-ansible
ansible-galaxy role init --force --init-path roles motd </dev/null
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
ansible-playbook site.yml </dev/null >/dev/null
ssh -n -o BatchMode=yes node2 "sed -i 's/^Authorised use only. All activity is logged.$/Database server: changes need a ticket in #db-changes./' /etc/motd"
