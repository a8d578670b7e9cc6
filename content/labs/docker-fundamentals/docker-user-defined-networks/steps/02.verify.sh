#!/bin/bash
if [ "$(docker inspect -f '{{.State.Running}}' worker 2>/dev/null)" != true ]; then echo "HINT: the container worker is not running; keep it (connect it, do not recreate it)."; exit 1; fi
if ! docker inspect -f '{{range $name, $n := .NetworkSettings.Networks}}{{$name}} {{end}}' worker | grep -qw shop-net; then echo "HINT: worker is not attached to shop-net yet (docker network connect)."; exit 1; fi
# Connected, not recreated: the worker from the start of the lab is older than shop-net.
if [ "$(docker inspect -f '{{.Created.UnixNano}}' worker)" -ge "$(docker network inspect -f '{{.Created.UnixNano}}' shop-net)" ]; then echo "HINT: worker was made after shop-net: keep the original worker and attach it with docker network connect (reset the lab if it is gone)."; exit 1; fi
answer=$(timeout 20 docker exec worker wget -qO- http://api/health 2>/dev/null); rc=$?
# a docker exec that did not come back in time says nothing about the network
if [ $rc -eq 124 ]; then echo "HINT: the check could not run wget inside worker in time: the machine is busy; press Check again."; exit 1; fi
if ! grep -q '"status":"ok"' <<<"$answer"; then echo "HINT: worker cannot reach http://api/health yet."; exit 1; fi
exit 0
