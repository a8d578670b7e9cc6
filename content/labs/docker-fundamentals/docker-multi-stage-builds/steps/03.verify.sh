#!/bin/bash
if [ "$(docker inspect -f '{{.State.Running}}' docs 2>/dev/null)" != true ]; then echo "HINT: there is no running container named docs yet."; exit 1; fi
if ! docker inspect -f '{{.ImageName}}' docs | grep -q 'docs-site:2.0'; then echo "HINT: the container docs should run docs-site:2.0."; exit 1; fi
if ! curl -s -m 5 http://localhost:8090/index.html | grep -q 'Shikhon Shop developer docs'; then echo "HINT: http://localhost:8090/index.html does not answer with the built site: publish the port with -p 8090:80."; exit 1; fi
exit 0
