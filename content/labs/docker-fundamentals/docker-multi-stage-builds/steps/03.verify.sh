#!/bin/bash
if [ "$(docker inspect -f '{{.State.Running}}' docs 2>/dev/null)" != true ]; then echo "HINT: there is no running container named docs yet."; exit 1; fi
want=$(docker image inspect -f '{{.Id}}' docs-site:2.0 2>/dev/null)
if [ -z "$want" ] || [ "$(docker inspect -f '{{.Image}}' docs)" != "$want" ]; then echo "HINT: the container docs should run docs-site:2.0."; exit 1; fi
# docs itself must publish the site on 8090, not another container.
if ! docker port docs 80 2>/dev/null | grep -q ':8090$'; then echo "HINT: docs does not publish its port 80 on 8090: run it with -p 8090:80."; exit 1; fi
if ! curl -s -m 5 http://localhost:8090/index.html | grep -q 'Shikhon Shop developer docs'; then echo "HINT: http://localhost:8090/index.html does not answer with the built site: publish the port with -p 8090:80."; exit 1; fi
exit 0
