#!/bin/bash
# From /root/shop-ansible, plain ansible commands connect to both nodes as the user ansible.
# Commands that could read stdin get </dev/null: this script itself may arrive on stdin.
cfg=/root/shop-ansible/ansible.cfg
if [ ! -f "$cfg" ]; then echo "HINT: $cfg does not exist yet."; exit 1; fi
cd /root/shop-ansible || exit 1
changed=$(ANSIBLE_CONFIG='' timeout 10 ansible-config dump --only-changed 2>/dev/null </dev/null)
grep -q '^DEFAULT_REMOTE_USER.*= ansible$' <<<"$changed" || { echo "HINT: ansible.cfg does not set remote_user = ansible under [defaults] yet."; exit 1; }
grep -q '^DEFAULT_PRIVATE_KEY_FILE.*ansible_ed25519' <<<"$changed" || { echo "HINT: ansible.cfg does not set private_key_file = ~/.ssh/ansible_ed25519 yet."; exit 1; }
# Ansible, under the academy's config with only the project's inventory, remote_user and
# private_key_file, finds itself logged in as ansible on each node (check-playbook).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/whoami.yml" <<'YML'
- name: Who Ansible is on each node
  hosts: all
  gather_facts: false
  tasks:
    - name: Read the remote user
      ansible.builtin.setup:
        gather_subset: ['!all', '!min', 'user']
    - name: Connected as ansible
      ansible.builtin.assert:
        that: ansible_facts['user_id'] == 'ansible'
        fail_msg: "Ansible connects as {{ ansible_facts['user_id'] }}, not as ansible"
YML
check-playbook --timeout $((54 - SECONDS)) --changed-ok --expect ansible.builtin.assert "$work/whoami.yml"
