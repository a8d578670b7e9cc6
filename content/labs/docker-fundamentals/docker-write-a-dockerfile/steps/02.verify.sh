#!/bin/bash
if [ "$(docker inspect -f '{{.State.Running}}' status 2>/dev/null)" != true ]; then echo "HINT: there is no running container named status yet."; exit 1; fi
img=$(docker inspect -f '{{.Image}}' status)
v10=$(docker image inspect -f '{{.Id}}' status-page:1.0 2>/dev/null)
v11=$(docker image inspect -f '{{.Id}}' status-page:1.1 2>/dev/null)
if [ -z "$img" ] || { [ "$img" != "$v10" ] && [ "$img" != "$v11" ]; }; then echo "HINT: the container status should run your status-page image (status-page:1.0)."; exit 1; fi
if ! docker port status 8080 2>/dev/null | grep -q ':8080$'; then echo "HINT: status does not publish its port 8080 on the machine's 8080: run it with -p 8080:8080."; exit 1; fi
if ! curl -s -m 5 http://localhost:8080/ | grep -q 'Shikhon Shop status'; then echo "HINT: http://localhost:8080/ does not answer with the status page: publish the port with -p 8080:8080."; exit 1; fi
exit 0
