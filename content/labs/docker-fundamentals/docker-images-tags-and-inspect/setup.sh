#!/bin/bash
set -e
# The current 2.1 build's patch number is chosen per sandbox: its version is in the image's labels
# and nowhere else, so the learner has to read it with docker image inspect.
patch=$((RANDOM % 40 + 5))
older=$((patch - RANDOM % 3 - 1))
dir=$(mktemp -d)
cd "$dir"
build() { # version, tag
  cat > Dockerfile <<DOCKERFILE
FROM busybox
LABEL org.opencontainers.image.title="report-worker" org.opencontainers.image.version="$1" \
      org.opencontainers.image.vendor="Shikhon Shop"
ENV REPORT_DIR=/reports
RUN mkdir -p /reports /opt && dd if=/dev/zero of=/opt/lookup-table.bin bs=1M count=8 2>/dev/null
RUN echo "report-worker $1" > /opt/report.txt
CMD ["cat", "/opt/report.txt"]
DOCKERFILE
  docker build -q -t "report-worker:$2" . >/dev/null
}
build "2.0.$((RANDOM % 9 + 1))" 2.0
build 2.1.0 2.1
build "2.1.$older" 2.1
build "2.1.$patch" 2.1
cd / && rm -rf "$dir"
