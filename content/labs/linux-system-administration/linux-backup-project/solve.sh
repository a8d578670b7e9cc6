#!/bin/bash
set -e
ssh-keygen -q -t ed25519 -N '' -C web1-backup -f /root/.ssh/backup_ed25519
install -d -m 700 -o vault -g vault /home/vault/.ssh
cat /root/.ssh/backup_ed25519.pub >> /home/vault/.ssh/authorized_keys
chown vault:vault /home/vault/.ssh/authorized_keys; chmod 600 /home/vault/.ssh/authorized_keys
ssh -n -o StrictHostKeyChecking=accept-new -i /root/.ssh/backup_ed25519 vault@localhost 'ls /srv/backups/web1'
cat > /usr/local/sbin/shop-backup.sh <<'SCRIPT'
#!/usr/bin/env bash
set -euo pipefail
dest=/backup/local
stamp=$(date +%F_%H%M%S)
work="${dest}/${stamp}"
retention_days="${RETENTION_DAYS:-14}"
remote="vault@localhost:/srv/backups/web1/"
log() { echo "$*" >&2; }

mkdir -p "$work"
trap 'log "backup failed, removing partial ${work}"; rm -rf "$work"' ERR

log "archiving files"
tar --create --gzip --file "${work}/files.tar.gz" -C / etc/shop srv/shop
log "writing checksums"
(cd "$work" && sha256sum files.tar.gz > SHA256SUMS)
log "copying off-site"
rsync -a -e "ssh -i /root/.ssh/backup_ed25519 -o BatchMode=yes" "$work" "$remote"
log "applying ${retention_days}-day retention"
find "$dest" -mindepth 1 -maxdepth 1 -type d -mtime +"$retention_days" -exec rm -rf {} +
log "backup ${stamp} complete: $(du -sh "$work" | cut -f1)"
SCRIPT
chmod 700 /usr/local/sbin/shop-backup.sh
/usr/local/sbin/shop-backup.sh
cat > /etc/systemd/system/shop-backup.service <<'UNIT'
[Unit]
Description=Nightly shop backup
After=network-online.target ssh.service

[Service]
Type=oneshot
ExecStart=/usr/local/sbin/shop-backup.sh
Nice=10
UNIT
cat > /etc/systemd/system/shop-backup.timer <<'UNIT'
[Unit]
Description=Run shop backup nightly

[Timer]
OnCalendar=*-*-* 02:00:00
Persistent=true
RandomizedDelaySec=10m

[Install]
WantedBy=timers.target
UNIT
systemctl daemon-reload
systemctl enable --now shop-backup.timer
systemctl start shop-backup.service
