#!/bin/bash
# Fake: steps 1-2, then edit the page inside the running container and commit it as 1.1.
set -e
cd /root/status-page
cat > Dockerfile <<'DOCKERFILE'
FROM busybox
LABEL org.opencontainers.image.title="status-page" \
      org.opencontainers.image.authors="ops@shikhon.example"
COPY index.html /www/index.html
EXPOSE 8080
CMD ["httpd", "-f", "-p", "8080", "-h", "/www"]
DOCKERFILE
docker build -t status-page:1.0 .
docker run -d --name status -p 8080:8080 status-page:1.0
sed -i 's|<p>All systems operational.</p>|&\n<p>Maintenance window: Sunday 02:00-03:00 UTC.</p>|' index.html
docker cp index.html status:/www/index.html
docker commit status status-page:1.1
docker rm -f status
docker run -d --name status -p 8080:8080 status-page:1.1
