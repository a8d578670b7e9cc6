#!/bin/bash
if ! docker image exists status-page:1.1; then echo "HINT: there is no image status-page:1.1 yet."; exit 1; fi
if ! timeout 15 docker run --rm status-page:1.1 cat /www/index.html 2>/dev/null | grep -q 'Maintenance window'; then echo "HINT: status-page:1.1 does not contain the maintenance line: edit index.html, then build again."; exit 1; fi
if ! docker inspect -f '{{.ImageName}}' status 2>/dev/null | grep -q 'status-page:1.1'; then echo "HINT: the container status does not run status-page:1.1 yet: replace it (docker rm -f status, then docker run … status-page:1.1)."; exit 1; fi
if ! curl -s -m 5 http://localhost:8080/ | grep -q 'Maintenance window'; then echo "HINT: http://localhost:8080/ does not show the maintenance line yet."; exit 1; fi
exit 0
