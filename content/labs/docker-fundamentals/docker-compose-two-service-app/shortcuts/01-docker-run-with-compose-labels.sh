#!/bin/bash
# Fake: the right compose.yaml, but the services started with docker run and Compose's labels typed by hand.
set -e
cd /root/statuspage
cat > compose.yaml <<'YAML'
services:
  writer:
    image: debian:bookworm-slim
    command: ["bash", "/app/writer.sh"]
    environment:
      SITE_NAME: Shikhon Shop
    volumes:
      - site-data:/www
      - ./writer.sh:/app/writer.sh:ro
  web:
    image: busybox
    command: httpd -f -p 80 -h /www
    ports:
      - "8080:80"
    volumes:
      - site-data:/www:ro
    depends_on:
      - writer
volumes:
  site-data:
YAML
docker volume create --label com.docker.compose.project=statuspage --label com.docker.compose.volume=site-data statuspage_site-data
labels() { echo --label com.docker.compose.project=statuspage --label "com.docker.compose.service=$1" --label com.docker.compose.config-hash=0123456789abcdef; }
# shellcheck disable=SC2046
docker run -d --name statuspage_writer_1 $(labels writer) -e 'SITE_NAME=Shikhon Shop' \
  -v statuspage_site-data:/www -v /root/statuspage/writer.sh:/app/writer.sh:ro debian:bookworm-slim bash /app/writer.sh
# shellcheck disable=SC2046
docker run -d --name statuspage_web_1 $(labels web) -p 8080:80 -v statuspage_site-data:/www:ro busybox httpd -f -p 80 -h /www
sleep 3
