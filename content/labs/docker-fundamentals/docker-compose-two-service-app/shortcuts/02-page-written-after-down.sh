#!/bin/bash
# Fake: start the stack (step 1), edit the file, but instead of up -d take it down and write the staging page by hand.
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
docker compose up -d
sed -i 's/SITE_NAME: Shikhon Shop$/SITE_NAME: Shikhon Shop staging/' compose.yaml
docker compose down
docker run --rm -v statuspage_site-data:/www busybox sh -c \
  'echo "<h1>Shikhon Shop staging</h1><p>All systems operational.</p>" > /www/index.html'
