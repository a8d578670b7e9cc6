#!/bin/bash
key=/root/.ssh/id_ed25519
if [ ! -f "$key" ] || [ ! -f "$key.pub" ]; then echo "HINT: root has no key pair at $key and $key.pub yet."; exit 1; fi
if ! grep -q '^ssh-ed25519 ' "$key.pub"; then echo "HINT: $key.pub is not an ed25519 key (ssh-keygen -t ed25519)."; exit 1; fi
if [ -n "$(find "$key" -perm /077)" ]; then echo "HINT: $key is readable by others; a private key must be mode 600."; exit 1; fi
# the two files must be one key pair: the public half derived from the private key is the .pub's
derived=$(ssh-keygen -y -P '' -f "$key" 2>/dev/null | cut -d' ' -f2)
if [ -z "$derived" ] || [ "$derived" != "$(cut -d' ' -f2 "$key.pub")" ]; then echo "HINT: $key is not a usable private key for $key.pub (an unattended job's key has no passphrase); create the pair with ssh-keygen."; exit 1; fi
ak=/home/learner/.ssh/authorized_keys
if [ ! -f "$ak" ] || ! grep -qF "$(cut -d' ' -f2 "$key.pub")" "$ak"; then echo "HINT: root's public key is not in $ak yet."; exit 1; fi
if [ "$(stat -c %U "$ak")" != learner ] || [ -n "$(find "$ak" /home/learner/.ssh -maxdepth 0 -perm /022)" ]; then echo "HINT: $ak and ~learner/.ssh must belong to learner and not be writable by others, or sshd ignores them."; exit 1; fi
if ! timeout 10 ssh -F /dev/null -n -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -i "$key" learner@localhost true 2>/dev/null; then echo "HINT: ssh -i $key learner@localhost does not log in with the key; is sshd running (step 1)?"; exit 1; fi
exit 0
