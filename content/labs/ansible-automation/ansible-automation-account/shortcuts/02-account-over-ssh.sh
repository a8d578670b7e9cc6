#!/bin/bash
# Fake: the key made, then the account and its authorized_keys set up over ssh, not with Ansible.
set -e
rm -f ~/.ssh/ansible_ed25519 ~/.ssh/ansible_ed25519.pub
ssh-keygen -q -t ed25519 -f ~/.ssh/ansible_ed25519 -C "ansible@control" -N '' </dev/null
for node in node1 node2; do
  ssh -o BatchMode=yes "$node" 'useradd -m -s /bin/bash ansible && install -d -o ansible -g ansible -m 700 /home/ansible/.ssh && cat > /home/ansible/.ssh/authorized_keys && chown ansible:ansible /home/ansible/.ssh/authorized_keys && chmod 600 /home/ansible/.ssh/authorized_keys' < ~/.ssh/ansible_ed25519.pub
done
