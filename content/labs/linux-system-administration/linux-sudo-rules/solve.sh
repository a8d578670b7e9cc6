#!/bin/bash
set -e
cat > /etc/sudoers.d/legacy <<'RULES'
# the nightly backup job
%backupops ALL=(root) NOPASSWD: /usr/local/sbin/shop-backup.sh
RULES
chmod 440 /etc/sudoers.d/legacy
cat > /etc/sudoers.d/shopdev <<'RULES'
%shopdev ALL=(root) /usr/bin/systemctl restart shop.service, /usr/bin/systemctl status shop.service
RULES
chmod 440 /etc/sudoers.d/shopdev
cat > /etc/sudoers.d/deploy <<'RULES'
deploy ALL=(shopapp) NOPASSWD: /srv/shop/bin/deploy.sh
RULES
chmod 440 /etc/sudoers.d/deploy
visudo -c
