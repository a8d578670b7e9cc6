#!/bin/bash
# Fake: a health check that always succeeds and only mentions the URL.
set -e
docker run -d --name api --restart unless-stopped --env-file /root/api/api.env -e LOG_LEVEL=debug \
  --health-cmd 'echo ok # wget -qO- http://localhost/health' --health-interval 5s --health-retries 3 \
  -v /root/api/www:/www:ro busybox httpd -f -p 80 -h /www
sleep 12
