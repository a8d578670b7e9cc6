#!/bin/bash
# Fake: step 1 with the playbook, then tanvir removed with userdel over ssh; the list still has him present.
set -e
cd /root/shop-ansible
cat > inventory/group_vars/all.yml <<'YML'
team_members:
  - name: rahim
    groups: [adm]
  - name: nadia
  - name: tanvir
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
        state: present
      loop: '{{ team_members }}'
      loop_control:
        label: '{{ item.name }}'
YML
ansible-playbook team.yml </dev/null >/dev/null
for node in node1 node2; do
  ssh -n -o BatchMode=yes "$node" 'userdel -r tanvir 2>/dev/null || userdel tanvir; rm -rf /home/tanvir'
done
