#!/bin/bash
if ! docker network exists db-net; then echo "HINT: there is no network named db-net yet."; exit 1; fi
if [ "$(docker network inspect -f '{{.Internal}}' db-net)" != true ]; then echo "HINT: db-net should be an internal network (docker network create --internal db-net)."; exit 1; fi
if [ "$(docker inspect -f '{{.State.Running}}' db 2>/dev/null)" != true ]; then echo "HINT: there is no running container named db yet."; exit 1; fi
nets() { docker inspect -f '{{range $name, $n := .NetworkSettings.Networks}}{{$name}} {{end}}' "$1" 2>/dev/null; }
if [ "$(nets db | xargs)" != db-net ]; then echo "HINT: db should be on db-net only; it is on: $(nets db)"; exit 1; fi
if ! nets api | grep -qw db-net; then echo "HINT: api is not attached to db-net yet."; exit 1; fi
if nets worker | grep -qw db-net; then echo "HINT: worker must not be on db-net."; exit 1; fi
answer=$(timeout 20 docker exec api wget -qO- http://db/status 2>/dev/null); rc=$?
# a docker exec that did not come back in time says nothing about the network
if [ $rc -eq 124 ]; then echo "HINT: the check could not run wget inside api in time: the machine is busy; press Check again."; exit 1; fi
if ! grep -q 'orders table' <<<"$answer"; then echo "HINT: api cannot reach http://db/status yet: db should serve /srv/db at /www with httpd on port 80."; exit 1; fi
exit 0
