#!/bin/bash
if ! docker network exists shop-net; then echo "HINT: there is no network named shop-net yet."; exit 1; fi
if [ "$(docker inspect -f '{{.State.Running}}' api 2>/dev/null)" != true ]; then echo "HINT: there is no running container named api yet."; exit 1; fi
if ! docker inspect -f '{{range $name, $n := .NetworkSettings.Networks}}{{$name}} {{end}}' api | grep -qw shop-net; then echo "HINT: api is not attached to shop-net (docker run --network shop-net …)."; exit 1; fi
if ! timeout 10 docker run --rm --network shop-net busybox wget -qO- http://api/health 2>/dev/null | grep -q '"status":"ok"'; then echo "HINT: http://api/health does not answer on shop-net: api should serve /srv/api at /www with httpd on port 80."; exit 1; fi
exit 0
