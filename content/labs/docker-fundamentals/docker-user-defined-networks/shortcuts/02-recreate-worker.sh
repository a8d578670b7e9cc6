#!/bin/bash
# Fake: step 1, then replace worker with a new container started on shop-net instead of connecting it.
set -e
docker network create shop-net
docker run -d --name api --network shop-net -v /srv/api:/www:ro busybox httpd -f -p 80 -h /www
docker rm -f worker
docker run -d --name worker --network shop-net busybox sh -c 'trap "exit 0" TERM; while true; do sleep 1; done'
