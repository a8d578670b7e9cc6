#!/bin/bash
# Fake: steps 1 and 2 with the playbook, then the folders made over ssh (no second play, no when).
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
YML
ansible-playbook team.yml </dev/null >/dev/null
for node in node1 node2; do
  ssh -n -o BatchMode=yes "$node" 'mkdir -p /opt/shop/releases /opt/shop/shared /opt/shop/logs'
done
ssh -n -o BatchMode=yes node2 'install -d -m 700 /var/backups/shop'
