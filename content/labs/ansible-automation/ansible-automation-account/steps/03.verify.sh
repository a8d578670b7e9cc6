#!/bin/bash
# From /root/shop-ansible, plain ansible commands connect to both nodes as the user ansible.
# Commands that could read stdin get </dev/null: this script itself may arrive on stdin.
cfg=/root/shop-ansible/ansible.cfg
if [ ! -f "$cfg" ]; then echo "HINT: $cfg does not exist yet."; exit 1; fi
cd /root/shop-ansible || exit 1
changed=$(ANSIBLE_CONFIG= timeout 10 ansible-config dump --only-changed 2>/dev/null </dev/null)
grep -q '^DEFAULT_REMOTE_USER.*= ansible$' <<<"$changed" || { echo "HINT: ansible.cfg does not set remote_user = ansible under [defaults] yet."; exit 1; }
grep -q '^DEFAULT_PRIVATE_KEY_FILE.*ansible_ed25519' <<<"$changed" || { echo "HINT: ansible.cfg does not set private_key_file = ~/.ssh/ansible_ed25519 yet."; exit 1; }
out=$(ANSIBLE_PIPELINING=1 timeout 15 ansible all -m ansible.builtin.command -a whoami -o 2>&1 </dev/null)
ok=0
for node in node1 node2; do
  if ! grep -q "^$node | CHANGED | rc=0 | (stdout) ansible$" <<<"$out"; then echo "HINT: 'ansible all -m ansible.builtin.command -a whoami' does not answer 'ansible' from $node: $(grep "^$node" <<<"$out" | head -c 160)"; ok=1; fi
done
exit $ok
