#!/bin/bash
# /root/.ssh/ansible_ed25519 is an ed25519 key pair, private part mode 600.
key=/root/.ssh/ansible_ed25519
if [ ! -f "$key" ] || [ ! -f "$key.pub" ]; then echo "HINT: $key and $key.pub do not exist yet (ssh-keygen -f ~/.ssh/ansible_ed25519)."; exit 1; fi
if ! grep -q '^ssh-ed25519 ' "$key.pub"; then echo "HINT: $key.pub is not an ed25519 key (ssh-keygen -t ed25519)."; exit 1; fi
mode=$(stat -c %a "$key")
if [ "$mode" != 600 ]; then echo "HINT: $key has mode $mode; a private key must be 600."; exit 1; fi
exit 0
