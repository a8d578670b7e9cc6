#!/bin/bash
# Fake: a service that only echoes the script's name and "complete:" instead of running it.
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
rsync -a -e "ssh -i /root/.ssh/backup_ed25519 -o BatchMode=yes" "$work" vault@localhost:/srv/backups/web1/
find "$dest" -mindepth 1 -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +
echo "backup ${stamp} complete: $(du -sh "$work" | cut -f1)" >&2
SCRIPT
chmod 700 /usr/local/sbin/shop-backup.sh
/usr/local/sbin/shop-backup.sh
cat > /etc/systemd/system/shop-backup.service <<'UNIT'
[Unit]
Description=Nightly shop backup

[Service]
Type=oneshot
ExecStart=/bin/echo /usr/local/sbin/shop-backup.sh complete:
UNIT
cat > /etc/systemd/system/shop-backup.timer <<'UNIT'
[Unit]
Description=Run shop backup nightly

[Timer]
OnCalendar=*-*-* 02:00:00
Persistent=true

[Install]
WantedBy=timers.target
UNIT
systemctl daemon-reload
systemctl enable --now shop-backup.timer
systemctl start shop-backup.service
