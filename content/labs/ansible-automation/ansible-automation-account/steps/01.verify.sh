#!/bin/bash
# /root/.ssh/ansible_ed25519 is a new ed25519 key pair (not root's key copied), private part mode 600.
key=/root/.ssh/ansible_ed25519
if [ ! -f "$key" ] || [ ! -f "$key.pub" ]; then echo "HINT: $key and $key.pub do not exist yet (ssh-keygen -f ~/.ssh/ansible_ed25519)."; exit 1; fi
if ! grep -q '^ssh-ed25519 ' "$key.pub"; then echo "HINT: $key.pub is not an ed25519 key (ssh-keygen -t ed25519)."; exit 1; fi
mode=$(stat -c %a "$key")
if [ "$mode" != 600 ]; then echo "HINT: $key has mode $mode; a private key must be 600."; exit 1; fi
# a new key of its own: not a copy of the root key, and the public half belongs to the private one
if cmp -s "$key.pub" /root/.ssh/id_ed25519.pub || cmp -s "$key" /root/.ssh/id_ed25519; then echo "HINT: $key is a copy of root's own key: create a new key for automation with ssh-keygen."; exit 1; fi
derived=$(ssh-keygen -y -f "$key" 2>/dev/null | cut -d' ' -f2)
if [ -z "$derived" ] || [ "$derived" != "$(cut -d' ' -f2 "$key.pub")" ]; then echo "HINT: $key.pub is not the public half of $key: let ssh-keygen write both."; exit 1; fi
exit 0
