#!/bin/bash
# Fake: a crontab in /usr/local/bin that prints the expected entry; root's real crontab stays empty.
set -e
cat > /usr/local/sbin/shop-backup.sh <<'SCRIPT'
#!/bin/bash
set -euo pipefail
dest=/backup/shop
archive="$dest/shop-$(date +%F).tar.gz"
mkdir -p "$dest"
tar -czf "$archive" -C /srv/shop data
find "$dest" -name 'shop-*.tar.gz' -mtime +7 -delete
echo "$(date '+%F %T') wrote $archive ($(du -h "$archive" | cut -f1))"
SCRIPT
chmod 750 /usr/local/sbin/shop-backup.sh
printf '#!/bin/sh\necho "30 2 * * * /usr/local/sbin/shop-backup.sh >> /var/log/shop-backup.log 2>&1"\n' > /usr/local/bin/crontab
chmod 755 /usr/local/bin/crontab
systemctl enable --now cron
