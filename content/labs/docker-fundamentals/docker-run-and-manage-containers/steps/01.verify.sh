#!/bin/bash
if ! docker container exists web; then echo "HINT: there is no container named web yet (docker run -d --name web …)."; exit 1; fi
if [ "$(docker inspect -f '{{.State.Running}}' web)" != true ]; then echo "HINT: the container web exists but is not running; docker ps -a shows its status."; exit 1; fi
if ! docker inspect -f '{{.ImageName}}' web | grep -q 'busybox'; then echo "HINT: web should run the busybox image."; exit 1; fi
if ! docker inspect -f '{{.Path}} {{.Args}}' web | grep -q 'httpd'; then echo "HINT: web should run httpd -f -p 80 -h /var/www as its command."; exit 1; fi
exit 0
