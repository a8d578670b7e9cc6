#!/bin/bash
if [ "$(docker inspect -f '{{.State.Running}}' web 2>/dev/null)" != true ]; then echo "HINT: the container web is not running (step 1)."; exit 1; fi
# The page is written from inside the running container: it lives in its writable layer.
if docker inspect -f '{{range .Mounts}}{{.Destination}}{{println}}{{end}}' web | grep -Eqx '/var(/www)?/?'; then echo "HINT: web has a mount over /var/www: write the page inside the container with docker exec, not from the host."; exit 1; fi
page=$(timeout 20 docker exec web wget -qO- http://localhost/ 2>/dev/null)
if ! grep -q 'Status: OK' <<<"$page"; then echo "HINT: the web server in web does not serve a page containing 'Status: OK' at / yet: write /var/www/index.html with docker exec."; exit 1; fi
if ! docker diff web 2>/dev/null | grep -q '/var/www/index.html'; then echo "HINT: /var/www/index.html is not a change in web's own filesystem: write it with docker exec."; exit 1; fi
exit 0
