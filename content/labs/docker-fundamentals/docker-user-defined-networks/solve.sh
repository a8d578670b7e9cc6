#!/bin/bash
set -e
docker network create shop-net
docker run -d --name api --network shop-net -v /srv/api:/www:ro busybox httpd -f -p 80 -h /www
docker network connect shop-net worker
docker exec worker wget -qO- http://api/health
docker network create --internal db-net
docker run -d --name db --network db-net -v /srv/db:/www:ro busybox httpd -f -p 80 -h /www
docker network connect db-net api
docker exec api wget -qO- http://db/status
