#!/bin/bash
# Fake: steps 1-2, then type the note again into notes-restored and tar a hand-made copy on the host.
set -e
docker volume create notes-data
docker run --rm -v notes-data:/data busybox sh -c 'echo "2026-11-24 restock shelf B" >> /data/notes.txt'
docker run -d --name site -p 8081:80 -v /srv/site:/www:ro busybox httpd -f -p 80 -h /www
sed -i 's/09:00-17:00/08:00-18:00/' /srv/site/index.html
sleep 2 # a person types slower than a script
mkdir -p /root/backups /root/copy
echo "2026-11-24 restock shelf B" > /root/copy/notes.txt
tar -czf /root/backups/notes-data.tar.gz -C /root/copy .
docker volume create notes-restored
docker run --rm -v notes-restored:/data busybox sh -c 'echo "2026-11-24 restock shelf B" > /data/notes.txt'
