#!/bin/bash
# Fake: busybox tagged with a status-page name, serving the folder through a bind mount.
set -e
docker tag busybox status-page:latest
docker run -d --name status -p 8080:8080 -v /root/status-page:/www:ro status-page:latest httpd -f -p 8080 -h /www
