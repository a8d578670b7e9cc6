#!/bin/bash
if [ "$(docker inspect -f '{{.State.Running}}' status 2>/dev/null)" != true ]; then echo "HINT: there is no running container named status yet."; exit 1; fi
if ! docker inspect -f '{{.ImageName}}' status | grep -q 'status-page:'; then echo "HINT: the container status should run your status-page image."; exit 1; fi
if ! curl -s -m 5 http://localhost:8080/ | grep -q 'Shikhon Shop status'; then echo "HINT: http://localhost:8080/ does not answer with the status page: publish the port with -p 8080:8080."; exit 1; fi
exit 0
