#!/bin/bash
p=statuspage
if [ ! -f /root/statuspage/compose.yaml ] && [ ! -f /root/statuspage/docker-compose.yml ]; then echo "HINT: /root/statuspage/compose.yaml does not exist yet."; exit 1; fi
page() { timeout 10 docker run --rm -v ${p}_site-data:/www:ro busybox cat /www/index.html 2>/dev/null; }
# After step 3 the stack is down on purpose: then it is enough that it ran and filled its volume.
if [ -z "$(docker ps -a -q --filter "label=com.docker.compose.project=$p")" ] && docker volume exists ${p}_site-data && page | grep -q 'All systems operational'; then exit 0; fi
ok=0
for s in writer web; do
  id=$(docker ps -q --filter "label=com.docker.compose.project=$p" --filter "label=com.docker.compose.service=$s")
  if [ -z "$id" ]; then echo "HINT: the service $s of the project $p is not running (docker compose up -d in /root/statuspage)."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
if ! docker volume exists ${p}_site-data; then echo "HINT: there is no volume ${p}_site-data: declare site-data under volumes: and mount it in both services."; exit 1; fi
if ! curl -s -m 5 http://localhost:8080/ | grep -q 'All systems operational'; then echo "HINT: http://localhost:8080/ does not serve the status page: web should publish 8080:80 and mount site-data at /www."; exit 1; fi
exit 0
