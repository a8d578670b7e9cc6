#!/bin/bash
# Fake: write the rule, then "rotate" by renaming the logs by hand instead of running logrotate.
set -e
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
for log in access app; do
  mv "/var/log/shop/$log.log" "/var/log/shop/$log.log.1"
  install -m 640 -o root -g adm /dev/null "/var/log/shop/$log.log"
done
