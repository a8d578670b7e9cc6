#!/bin/bash
# Fake: the accounts made with useradd over ssh, no team list or looped task.
set -e
for node in node1 node2; do
  ssh -n -o BatchMode=yes "$node" 'useradd -m -s /bin/bash -G adm rahim && useradd -m -s /bin/bash nadia'
done
