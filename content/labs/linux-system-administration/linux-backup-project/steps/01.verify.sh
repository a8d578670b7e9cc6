#!/bin/bash
k=/root/.ssh/backup_ed25519
if [ ! -f "$k" ] || ! grep -q '^ssh-ed25519 ' "$k.pub" 2>/dev/null; then echo "HINT: there is no ed25519 key pair at $k and $k.pub yet."; exit 1; fi
if [ -n "$(find "$k" -perm /077)" ]; then echo "HINT: $k must be readable by root only (mode 600)."; exit 1; fi
if ! grep -qF "$(cut -d' ' -f2 "$k.pub")" /home/vault/.ssh/authorized_keys 2>/dev/null; then echo "HINT: the public key is not in vault's authorized_keys yet (ssh-copy-id)."; exit 1; fi
if ! timeout 10 ssh -n -F /dev/null -o BatchMode=yes -o IdentitiesOnly=yes -o StrictHostKeyChecking=yes -o LogLevel=ERROR -i "$k" vault@localhost true 2>/dev/null; then echo "HINT: ssh -o BatchMode=yes -i $k vault@localhost does not log in; is the host key in root's known_hosts?"; exit 1; fi
exit 0
