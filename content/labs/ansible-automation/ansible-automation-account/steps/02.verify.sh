#!/bin/bash
# Both nodes have the user ansible whose authorized_keys holds control's ansible_ed25519.pub, and a
# key login as ansible works, and Ansible's user and copy modules made them (check-playbook --logged).
# ssh gets -n: this script itself may arrive on stdin.
pub=/root/.ssh/ansible_ed25519.pub
if [ ! -f "$pub" ]; then echo "HINT: $pub does not exist: do step 1 first."; exit 1; fi
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'id -u ansible >/dev/null 2>&1 || echo no-user; stat -c "%U %a" /home/ansible/.ssh /home/ansible/.ssh/authorized_keys 2>/dev/null; cat /home/ansible/.ssh/authorized_keys 2>/dev/null' 2>/dev/null)
  if grep -qx no-user <<<"$state"; then echo "HINT: $node has no user ansible yet (ansible.builtin.user)."; ok=1; continue; fi
  if ! grep -qF "$(cut -d' ' -f2 "$pub")" <<<"$state"; then echo "HINT: /home/ansible/.ssh/authorized_keys on $node does not hold the key from $pub yet (ansible.builtin.copy)."; ok=1; continue; fi
  if ! ssh -n -o BatchMode=yes -o ConnectTimeout=5 -o IdentitiesOnly=yes -i /root/.ssh/ansible_ed25519 "ansible@$node" true 2>/dev/null; then
    echo "HINT: ssh -i ~/.ssh/ansible_ed25519 ansible@$node is refused: .ssh must be 700 and authorized_keys 600, both owned by ansible."; ok=1
  fi
done
[ $ok -eq 0 ] || exit 1
# Ansible's modules did it (their "Invoked with" records in each node's journal), not useradd or
# a key appended over ssh.
for node in node1 node2; do
  check-playbook --logged "$node" ansible.builtin.user name=ansible || ok=1
  check-playbook --logged "$node" ansible.builtin.copy dest=/home/ansible/.ssh/authorized_keys || ok=1
done
exit $ok
