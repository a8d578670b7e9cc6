#!/bin/bash
set -e
docker volume create notes-data
docker run --rm -v notes-data:/data busybox sh -c 'echo "2026-11-24 restock shelf B" >> /data/notes.txt'
docker run --rm -v notes-data:/data busybox cat /data/notes.txt
docker run -d --name site -p 8081:80 -v /srv/site:/www:ro busybox httpd -f -p 80 -h /www
sed -i 's/09:00-17:00/08:00-18:00/' /srv/site/index.html
mkdir -p /root/backups
docker run --rm -v notes-data:/data:ro -v /root/backups:/backup busybox tar -czf /backup/notes-data.tar.gz -C /data .
docker volume create notes-restored
docker run --rm -v notes-restored:/data -v /root/backups:/backup:ro busybox tar -xzf /backup/notes-data.tar.gz -C /data
