#!/bin/bash
p=statuspage
id=$(docker ps -q --filter "label=com.docker.compose.project=$p" --filter "label=com.docker.compose.service=writer")
if [ -z "$id" ]; then
  if docker volume exists ${p}_site-data && timeout 10 docker run --rm -v ${p}_site-data:/www:ro busybox cat /www/index.html 2>/dev/null | grep -q 'Shikhon Shop staging'; then exit 0; fi
  echo "HINT: the writer service is not running; start the stack with docker compose up -d."; exit 1
fi
if ! docker inspect -f '{{.Config.Env}}' "$id" | grep -q 'SITE_NAME=Shikhon Shop staging'; then echo "HINT: the running writer does not have SITE_NAME=Shikhon Shop staging yet: change compose.yaml, then run docker compose up -d."; exit 1; fi
if ! curl -s -m 5 http://localhost:8080/ | grep -q 'Shikhon Shop staging'; then echo "HINT: the page does not show 'Shikhon Shop staging' yet; wait five seconds and check that web still runs."; exit 1; fi
exit 0
