#!/bin/bash
set -e
sed -i 's/^CACHE_PORT=6380$/CACHE_PORT=6379/' /etc/shop/worker.env
systemctl restart shop-worker
cat > /etc/logrotate.d/shop <<'CONF'
/var/log/shop/*.log {
    daily
    rotate 14
    missingok
    notifempty
    compress
    delaycompress
    create 0640 root adm
}
CONF
logrotate -f /etc/logrotate.d/shop
mkdir -p /etc/systemd/journald.conf.d
printf '[Journal]\nSystemMaxUse=200M\n' > /etc/systemd/journald.conf.d/size.conf
systemctl restart systemd-journald
sleep 1
