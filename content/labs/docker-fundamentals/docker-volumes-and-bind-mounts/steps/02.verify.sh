#!/bin/bash
if [ "$(docker inspect -f '{{.State.Running}}' site 2>/dev/null)" != true ]; then echo "HINT: there is no running container named site yet."; exit 1; fi
mounts=$(docker inspect -f '{{range .Mounts}}{{.Type}} {{.Source}} {{.Destination}} {{.RW}};{{end}}' site)
if ! grep -q 'bind /srv/site /www false' <<<"$mounts"; then echo "HINT: site should mount /srv/site at /www read-only (-v /srv/site:/www:ro); it has: $mounts"; exit 1; fi
if ! grep -q '08:00-18:00' /srv/site/index.html; then echo "HINT: /srv/site/index.html still shows the old opening hours; change them to 08:00-18:00."; exit 1; fi
if ! curl -s -m 5 http://localhost:8081/ | grep -q '08:00-18:00'; then echo "HINT: http://localhost:8081/ does not serve the new opening hours: publish the port with -p 8081:80."; exit 1; fi
exit 0
