#!/bin/bash
# Fake: a busybox container named web whose command only mentions httpd.
set -e
docker run -d --name web busybox sh -c 'echo "httpd -f -p 80 -h /var/www"; sleep 3600'
