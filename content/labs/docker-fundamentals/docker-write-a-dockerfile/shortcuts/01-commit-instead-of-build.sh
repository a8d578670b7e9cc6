#!/bin/bash
# Fake: an empty Dockerfile, and the image made with docker run + docker commit instead of a build.
set -e
cd /root/status-page
touch Dockerfile
docker run --name draft -v /root/status-page:/src:ro busybox sh -c 'mkdir -p /www && cp /src/index.html /www/index.html'
docker commit --change 'EXPOSE 8080' --change 'LABEL org.opencontainers.image.title=status-page' \
  --change 'CMD ["httpd", "-f", "-p", "8080", "-h", "/www"]' draft status-page:1.0
