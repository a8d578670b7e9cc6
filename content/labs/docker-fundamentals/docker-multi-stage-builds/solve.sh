#!/bin/bash
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
docker run -d --name docs -p 8090:80 docs-site:2.0
