#!/bin/bash
# Fake: rename the old containers so their names are gone, and keep them.
set -e
docker run -d --name web busybox httpd -f -p 80 -h /var/www
for name in batch-job old-report-1 old-report-2 cache-warmer; do docker rename "$name" "keep-$name"; done
