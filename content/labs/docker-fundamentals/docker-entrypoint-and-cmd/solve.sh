#!/bin/bash
set -e
cd /root/logsum
cat > Dockerfile <<'DOCKERFILE'
FROM busybox
COPY logsum.sh /usr/local/bin/logsum
ENTRYPOINT ["logsum"]
CMD ["ERROR"]
DOCKERFILE
docker build -t logsum:1.0 .
docker run --rm -v /var/log/shop:/logs:ro logsum:1.0
docker run --rm -v /var/log/shop:/logs:ro logsum:1.0 WARN > /root/warn-count.txt
