#!/bin/bash
if ! docker network exists shop-net; then echo "HINT: there is no network named shop-net yet."; exit 1; fi
if [ "$(docker inspect -f '{{.State.Running}}' api 2>/dev/null)" != true ]; then echo "HINT: there is no running container named api yet."; exit 1; fi
if ! docker inspect -f '{{range $name, $n := .NetworkSettings.Networks}}{{$name}} {{end}}' api | grep -qw shop-net; then echo "HINT: api is not attached to shop-net (docker run --network shop-net …)."; exit 1; fi
answer=$(timeout 30 docker run --rm --network shop-net busybox wget -qO- http://api/health 2>/dev/null); rc=$?
# a probe container that did not come back in time says nothing about api
if [ $rc -eq 124 ]; then echo "HINT: the check could not reach api in time: the machine is busy; press Check again."; exit 1; fi
if ! grep -q '"status":"ok"' <<<"$answer"; then echo "HINT: http://api/health does not answer on shop-net: api should serve /srv/api at /www with httpd on port 80."; exit 1; fi
exit 0
