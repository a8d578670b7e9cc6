#!/bin/bash
if ! docker container exists web; then echo "HINT: there is no container named web yet (docker run -d --name web …)."; exit 1; fi
if [ "$(docker inspect -f '{{.State.Running}}' web)" != true ]; then echo "HINT: the container web exists but is not running; docker ps -a shows its status."; exit 1; fi
if ! docker inspect -f '{{.ImageName}}' web | grep -q 'busybox'; then echo "HINT: web should run the busybox image."; exit 1; fi
# httpd must be the container's main process, and it must listen on port 80.
if [ "$(docker inspect -f '{{.Path}}' web | sed 's|.*/||')" != httpd ]; then echo "HINT: web's main process should be httpd (httpd -f -p 80 -h /var/www as the command), not $(docker inspect -f '{{.Path}}' web)."; exit 1; fi
listening=$(timeout 20 docker exec web netstat -ltn 2>/dev/null); rc=$?
# a docker exec that did not come back in time says nothing about web
if [ $rc -eq 124 ]; then echo "HINT: the check could not look inside web in time: the machine is busy; press Check again."; exit 1; fi
if ! grep -Eq '[:.]80[[:space:]]' <<<"$listening"; then echo "HINT: nothing listens on port 80 inside web: run httpd -f -p 80 -h /var/www."; exit 1; fi
exit 0
