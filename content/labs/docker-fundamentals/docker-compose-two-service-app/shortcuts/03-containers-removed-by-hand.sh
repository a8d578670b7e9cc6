#!/bin/bash
# Fake: steps 1 and 2 with Compose, then docker rm -f of the containers instead of docker compose down.
set -e
cd /root/statuspage
cat > compose.yaml <<'YAML'
services:
  writer:
    image: debian:bookworm-slim
    command: ["bash", "/app/writer.sh"]
    environment:
      SITE_NAME: Shikhon Shop staging
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
docker compose up -d
sleep 3
docker rm -f statuspage_web_1 statuspage_writer_1
