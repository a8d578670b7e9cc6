#!/bin/bash
# Fake: an entry with the right words that only echoes the find command instead of running it.
set -e
echo '*/15 * * * * shopapp echo find /var/tmp/shop-cache -type f -mmin +60 -delete' > /etc/cron.d/shop-cache
chmod 644 /etc/cron.d/shop-cache
