#!/bin/bash
# Fake: steps 1-2, then a plain db-net (not --internal) for the database.
set -e
docker network create shop-net
docker run -d --name api --network shop-net -v /srv/api:/www:ro busybox httpd -f -p 80 -h /www
docker network connect shop-net worker
docker network create db-net
docker run -d --name db --network db-net -v /srv/db:/www:ro busybox httpd -f -p 80 -h /www
docker network connect db-net api
