#!/bin/bash
# Fake: docs runs docs-site:2.0 without -p; another container serves a copy of the site on 8090.
set -e
cd /root/docs-site
printf '.git\nsecrets.env\ntmp/\nDockerfile\n.dockerignore\n' > .dockerignore
cat > Dockerfile <<'DOCKERFILE'
FROM debian:bookworm-slim AS build
WORKDIR /src
COPY tools.txt install-tools.sh ./
RUN ./install-tools.sh
COPY build.sh ./
COPY pages/ pages/
RUN ./build.sh

FROM busybox
COPY --from=build /out /www
EXPOSE 80
CMD ["httpd", "-f", "-p", "80", "-h", "/www"]
DOCKERFILE
docker build -t docs-site:2.0 .
docker run -d --name docs docs-site:2.0
mkdir -p /root/site-copy
echo '<h1>Shikhon Shop developer docs</h1>' > /root/site-copy/index.html
docker run -d --name docs-proxy -p 8090:80 -v /root/site-copy:/www:ro busybox httpd -f -p 80 -h /www
