#!/bin/bash
set -e
docker run -d --name web busybox httpd -f -p 80 -h /var/www
docker exec web sh -c 'echo "<h1>Status: OK</h1>" > /var/www/index.html'
docker logs batch-job 2>&1 | grep ERROR | awk '{print $3}' > /root/failed-order.txt
docker stop cache-warmer
docker rm batch-job old-report-1 old-report-2 cache-warmer
