#!/bin/bash
# /root/shop-ansible/ansible.cfg sets the inventory, and ping works from the project without -i.
# Commands that could read stdin get </dev/null: this script itself may arrive on stdin.
cfg=/root/shop-ansible/ansible.cfg
if [ ! -f "$cfg" ]; then echo "HINT: $cfg does not exist yet."; exit 1; fi
cd /root/shop-ansible || exit 1
hostlist=$(ANSIBLE_CONFIG='' timeout 15 ansible-config dump --only-changed 2>/dev/null </dev/null | grep '^DEFAULT_HOST_LIST')
if [ -z "$hostlist" ]; then echo "HINT: ansible.cfg does not set inventory under [defaults] yet."; exit 1; fi
if ! grep -q "/root/shop-ansible/inventory" <<<"$hostlist"; then echo "HINT: inventory in ansible.cfg should point at inventory/hosts.ini; it is: ${hostlist#*= }"; exit 1; fi
# Ansible reaches both nodes through the inventory your ansible.cfg names (check-playbook reads
# only that line of it, under the academy's own config).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf -- '- hosts: all\n  gather_facts: false\n  tasks:\n    - ansible.builtin.ping:\n' > "$work/ping.yml"
out=$(check-playbook --timeout $((34 - SECONDS)) --expect ansible.builtin.ping "$work/ping.yml"); rc=$?
if [ $rc -eq 2 ]; then grep '^HINT:' <<<"$out"; exit 1; fi
for node in node1 node2; do
  if ! grep -q "^REPORT $node ok ansible.builtin.ping " <<<"$out"; then echo "HINT: 'ansible all -m ansible.builtin.ping' in /root/shop-ansible gets no pong from $node: does the inventory line in ansible.cfg name your inventory file?"; exit 1; fi
done
exit 0
