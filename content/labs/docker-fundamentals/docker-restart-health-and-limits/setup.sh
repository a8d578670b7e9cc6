#!/bin/bash
set -e
mkdir -p /root/api/www
echo '<h1>Orders API</h1>' > /root/api/www/index.html
# The health endpoint names this instance (random per machine): the check finds it in the
# health check's recorded output, so only a check that really fetches /health passes.
echo "ok instance=api-$(head -c 4 /dev/urandom | od -An -tx1 | tr -d ' \n')" > /root/api/www/health
cat > /root/api/api.env <<'ENV'
# Orders API settings for production
APP_ENV=production
LOG_LEVEL=info
DB_HOST=db.internal
ENV
