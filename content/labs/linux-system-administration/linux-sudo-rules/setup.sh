#!/bin/bash
set -e
groupadd shopdev
groupadd backupops
useradd -m -s /bin/bash -G shopdev tanvir
useradd -m -s /bin/bash -G shopdev nasrin
useradd -m -s /bin/bash karim
useradd -m -s /bin/bash -G backupops backupbot
useradd -m -s /bin/bash deploy
useradd --system --no-create-home --shell /usr/sbin/nologin shopapp
mkdir -p /srv/shop/bin
printf '#!/bin/bash\necho "deploying shop as $(id -un)"\n' > /srv/shop/bin/deploy.sh
printf '#!/bin/bash\necho "backing up /srv/shop"\n' > /usr/local/sbin/shop-backup.sh
chmod 755 /srv/shop/bin/deploy.sh /usr/local/sbin/shop-backup.sh
cat > /etc/systemd/system/shop.service <<'UNIT'
[Unit]
Description=Shop application (stand-in)
[Service]
ExecStart=/bin/sleep infinity
[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
systemctl enable --now shop.service
cat > /etc/sudoers.d/legacy <<'RULES'
# added by karim for "quick fixes", 2025
karim ALL=(ALL:ALL) NOPASSWD: ALL

# the nightly backup job
%backupops ALL=(root) NOPASSWD /usr/local/sbin/shop-backup.sh
RULES
chmod 644 /etc/sudoers.d/legacy
