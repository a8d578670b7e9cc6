#!/bin/bash
# Fake: no argument spec, an empty argument_specs.yml and a fail task that prints the words the
# validation would print.
set -e
cd /root/shop-ansible
ansible-galaxy role init --force --init-path roles motd </dev/null >/dev/null
printf -- '---\nmotd_message: Authorised use only. All activity is logged.\nmotd_contact: ops@shop.example\nmotd_environment: staging\n' > roles/motd/defaults/main.yml
cat > roles/motd/templates/motd.j2 <<'J2'
{{ ansible_managed | comment }}
{{ motd_message }}

Host:        {{ inventory_hostname }} ({{ ansible_facts['distribution'] }} {{ ansible_facts['distribution_version'] }})
Environment: {{ motd_environment }}
Contact:     {{ motd_contact }}
J2
cat > roles/motd/tasks/main.yml <<'YML'
---
- name: Validating arguments against arg spec 'main'
  ansible.builtin.fail:
    msg: "motd_environment must be one of: staging, production"
  when: motd_environment not in ['staging', 'production']

- name: Deploy the login banner
  ansible.builtin.template:
    src: motd.j2
    dest: /etc/motd
    owner: root
    group: root
    mode: '0644'
YML
printf -- '- name: Baseline for every server\n  hosts: all\n  roles:\n    - motd\n' > site.yml
echo "motd_message: 'Database server: changes need a ticket in #db-changes.'" > inventory/group_vars/db.yml
ansible-playbook site.yml </dev/null >/dev/null
printf -- '---\n' > roles/motd/meta/argument_specs.yml
