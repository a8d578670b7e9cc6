#!/bin/bash
# Fake: the account and the folder made over ssh instead of with ad hoc Ansible commands.
set -e
for node in node1 node2; do
  ssh -n -o BatchMode=yes "$node" 'useradd -m -s /bin/bash deploy && install -d -o deploy -g deploy -m 750 /opt/shop'
done
