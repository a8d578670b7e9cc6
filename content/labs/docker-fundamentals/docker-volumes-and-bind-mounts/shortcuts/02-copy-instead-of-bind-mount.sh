#!/bin/bash
# Fake: copy the page into the container with docker cp instead of bind-mounting /srv/site.
set -e
docker volume create notes-data
docker run --rm -v notes-data:/data busybox sh -c 'echo "2026-11-24 restock shelf B" >> /data/notes.txt'
sed -i 's/09:00-17:00/08:00-18:00/' /srv/site/index.html
docker run -d --name site -p 8081:80 busybox httpd -f -p 80 -h /var/www
docker cp /srv/site/index.html site:/var/www/index.html
