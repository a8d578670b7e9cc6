#!/bin/bash
set -e
mkdir -p /root/api/www
echo '<h1>Orders API</h1>' > /root/api/www/index.html
echo 'ok' > /root/api/www/health
cat > /root/api/api.env <<'ENV'
# Orders API settings for production
APP_ENV=production
LOG_LEVEL=info
DB_HOST=db.internal
ENV
