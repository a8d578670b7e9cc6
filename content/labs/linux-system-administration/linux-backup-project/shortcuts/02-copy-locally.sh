#!/bin/bash
# Fake: skip rsync over SSH; cp the backup into vault's folder as root and chown it to vault.
set -e
rm -f /root/.ssh/backup_ed25519 /root/.ssh/backup_ed25519.pub
ssh-keygen -q -t ed25519 -N '' -C web1-backup -f /root/.ssh/backup_ed25519
install -d -m 700 -o vault -g vault /home/vault/.ssh
cat /root/.ssh/backup_ed25519.pub >> /home/vault/.ssh/authorized_keys
chown vault:vault /home/vault/.ssh/authorized_keys; chmod 600 /home/vault/.ssh/authorized_keys
ssh -n -o StrictHostKeyChecking=accept-new -i /root/.ssh/backup_ed25519 vault@localhost true
cat > /usr/local/sbin/shop-backup.sh <<'SCRIPT'
#!/usr/bin/env bash
set -euo pipefail
dest=/backup/local
stamp=$(date +%F_%H%M%S)
work="${dest}/${stamp}"
mkdir -p "$work"
tar --create --gzip --file "${work}/files.tar.gz" -C / etc/shop srv/shop
(cd "$work" && sha256sum files.tar.gz > SHA256SUMS)
cp -a "$work" /srv/backups/web1/
chown -R vault:vault "/srv/backups/web1/${stamp}"
find "$dest" -mindepth 1 -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +
echo "backup ${stamp} complete" >&2
SCRIPT
chmod 700 /usr/local/sbin/shop-backup.sh
/usr/local/sbin/shop-backup.sh
