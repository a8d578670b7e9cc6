#!/bin/bash
# Fake: one wildcard rule (systemctl * shop.service) instead of the two exact commands.
set -e
cat > /etc/sudoers.d/legacy <<'RULES'
# the nightly backup job
%backupops ALL=(root) NOPASSWD: /usr/local/sbin/shop-backup.sh
RULES
chmod 440 /etc/sudoers.d/legacy
echo '%shopdev ALL=(root) /usr/bin/systemctl * shop.service' > /etc/sudoers.d/shopdev
chmod 440 /etc/sudoers.d/shopdev
visudo -c
