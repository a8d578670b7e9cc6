#!/bin/bash
p=statuspage
left=$(docker ps -a -q --filter "label=com.docker.compose.project=$p" | wc -l)
if [ "$left" -gt 0 ]; then echo "HINT: the project $p still has $left containers: run docker compose down in /root/statuspage."; exit 1; fi
if ! docker volume exists ${p}_site-data; then echo "HINT: there is no volume ${p}_site-data: start the stack (steps 1 and 2), then take it down with docker compose down, without -v."; exit 1; fi
if ! timeout 10 docker run --rm -v ${p}_site-data:/www:ro busybox cat /www/index.html 2>/dev/null | grep -q 'Shikhon Shop staging'; then echo "HINT: the volume ${p}_site-data does not hold the staging page: do step 2 before taking the stack down."; exit 1; fi
exit 0
