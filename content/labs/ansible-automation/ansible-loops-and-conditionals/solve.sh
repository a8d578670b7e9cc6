#!/bin/bash
set -e
cd /root/shop-ansible
cat > inventory/group_vars/all.yml <<'YML'
team_members:
  - name: rahim
    groups: [adm]
  - name: nadia
  - name: tanvir
    state: absent
YML
cat > team.yml <<'YML'
- name: Team accounts on every server
  hosts: all
  tasks:
    - name: Manage team accounts
      ansible.builtin.user:
        name: '{{ item.name }}'
        shell: /bin/bash
        groups: '{{ item.groups | default([]) }}'
        append: true
        state: "{{ item.state | default('present') }}"
        remove: "{{ item.state | default('present') == 'absent' }}"
      loop: '{{ team_members }}'
      loop_control:
        label: '{{ item.name }}'

- name: Application folders
  hosts: all
  tasks:
    - name: Create the application folders
      ansible.builtin.file:
        path: '/opt/shop/{{ item }}'
        state: directory
        mode: '0755'
      loop:
        - releases
        - shared
        - logs

    - name: Create the backup folder on database servers
      ansible.builtin.file:
        path: /var/backups/shop
        state: directory
        owner: root
        group: root
        mode: '0700'
      when: "'db' in group_names"
YML
ansible-playbook team.yml </dev/null
