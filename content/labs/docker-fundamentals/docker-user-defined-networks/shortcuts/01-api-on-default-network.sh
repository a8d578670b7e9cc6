#!/bin/bash
# Fake: create shop-net but start api on the default network, where it has no DNS name.
set -e
docker network create shop-net
docker run -d --name api -v /srv/api:/www:ro busybox httpd -f -p 80 -h /www
