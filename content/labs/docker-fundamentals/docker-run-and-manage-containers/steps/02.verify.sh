#!/bin/bash
if [ "$(docker inspect -f '{{.State.Running}}' web 2>/dev/null)" != true ]; then echo "HINT: the container web is not running (step 1)."; exit 1; fi
page=$(timeout 10 docker exec web wget -qO- http://localhost/ 2>/dev/null)
if ! grep -q 'Status: OK' <<<"$page"; then echo "HINT: the web server in web does not serve a page containing 'Status: OK' at / yet: write /var/www/index.html with docker exec."; exit 1; fi
exit 0
