#!/bin/bash
set -e
docker run -d --name queue-worker --restart on-failure:3 busybox sh -c 'echo "connecting to queue"; sleep 1; echo "queue unreachable" >&2; exit 1'
docker run -d --name api --restart unless-stopped --env-file /root/api/api.env -e LOG_LEVEL=debug \
  --health-cmd 'wget -qO- http://localhost/health || exit 1' --health-interval 5s --health-retries 3 \
  -v /root/api/www:/www:ro busybox httpd -f -p 80 -h /www
docker run -d --name nightly-report --memory 128m --cpus 0.5 debian:bookworm-slim \
  bash -c 'echo "report started"; sleep 3600'
sleep 12
