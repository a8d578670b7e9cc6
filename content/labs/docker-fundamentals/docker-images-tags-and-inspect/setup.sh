#!/bin/bash
set -e
dir=$(mktemp -d)
cd "$dir"
build() { # version, report text
  cat > Dockerfile <<DOCKERFILE
FROM busybox
LABEL org.opencontainers.image.title="report-worker" org.opencontainers.image.version="$1" \
      org.opencontainers.image.vendor="Shikhon Shop"
ENV REPORT_DIR=/reports
RUN mkdir -p /reports /opt && dd if=/dev/zero of=/opt/lookup-table.bin bs=1M count=8 2>/dev/null
RUN echo "$2" > /opt/report.txt
CMD ["cat", "/opt/report.txt"]
DOCKERFILE
  docker build -q -t "report-worker:$3" . >/dev/null
}
build 2.0.3 "report-worker 2.0.3" 2.0
build 2.1.0 "report-worker 2.1.0" 2.1
build 2.1.2 "report-worker 2.1.2" 2.1
build 2.1.4 "report-worker 2.1.4" 2.1
cd / && rm -rf "$dir"
