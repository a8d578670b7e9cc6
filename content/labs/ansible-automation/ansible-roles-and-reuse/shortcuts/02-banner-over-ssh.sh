#!/bin/bash
# Fake: the skeleton from ansible-galaxy, then a banner that looks rendered written over ssh.
set -e
cd /root/shop-ansible
ansible-galaxy role init --force --init-path roles motd </dev/null >/dev/null
for node in node1 node2; do
  ssh -n -o BatchMode=yes "$node" "printf '#\n# Ansible managed\n#\nAuthorised use only. All activity is logged.\n\nHost:        $node (Debian 12)\nEnvironment: staging\nContact:     ops@shop.example\n' > /etc/motd"
done
