#!/bin/bash
# Fake: authorise the key but never accept the host key; turn host key checking off in ~/.ssh/config.
set -e
ssh-keygen -q -t ed25519 -N '' -C web1-backup -f /root/.ssh/backup_ed25519
install -d -m 700 -o vault -g vault /home/vault/.ssh
cat /root/.ssh/backup_ed25519.pub >> /home/vault/.ssh/authorized_keys
chown vault:vault /home/vault/.ssh/authorized_keys; chmod 600 /home/vault/.ssh/authorized_keys
printf 'Host localhost\n    StrictHostKeyChecking no\n    UserKnownHostsFile /dev/null\n' >> /root/.ssh/config
ssh -n -o BatchMode=yes -o LogLevel=ERROR -i /root/.ssh/backup_ed25519 vault@localhost true
