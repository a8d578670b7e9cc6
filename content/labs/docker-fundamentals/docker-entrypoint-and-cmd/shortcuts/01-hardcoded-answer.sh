#!/bin/bash
# Fake: an image whose ENTRYPOINT mentions logsum but only echoes the answer shown in the text.
set -e
cd /root/logsum
cat > Dockerfile <<'DOCKERFILE'
FROM busybox
ENTRYPOINT ["sh", "-c", "echo 'ERROR: 3 lines in 2 files' # logsum"]
CMD ["ERROR"]
DOCKERFILE
docker build -t logsum:1.0 .
