#!/bin/bash
img=status-page:1.1
if ! docker image exists $img; then echo "HINT: there is no image $img yet."; exit 1; fi
page=$(timeout 25 docker run --rm $img cat /www/index.html 2>/dev/null)
if ! grep -q 'Maintenance window' <<<"$page"; then echo "HINT: $img does not contain the maintenance line: edit index.html, then build again."; exit 1; fi
if [ "$page" != "$(cat /root/status-page/index.html 2>/dev/null)" ]; then echo "HINT: $img does not hold /root/status-page/index.html as it is now: edit the file in the folder, then build again."; exit 1; fi
# A new build from the Dockerfile, not 1.0 with a change committed on top.
top10=$(docker image inspect -f '{{range .RootFS.Layers}}{{println .}}{{end}}' status-page:1.0 2>/dev/null | grep -v '^$' | tail -n 1)
if [ -n "$top10" ] && docker image inspect -f '{{range .RootFS.Layers}}{{println .}}{{end}}' $img | grep -qx "$top10"; then echo "HINT: $img is status-page:1.0 with changes on top: build it from /root/status-page/Dockerfile with docker build."; exit 1; fi
if ! docker image history --no-trunc --format '{{.CreatedBy}}' $img | grep -Eq 'COPY .* in /www(/index\.html)?/? *$'; then echo "HINT: $img was not built from the Dockerfile (docker build -t $img .)."; exit 1; fi
if [ "$(docker inspect -f '{{.Image}}' status 2>/dev/null)" != "$(docker image inspect -f '{{.Id}}' $img)" ]; then echo "HINT: the container status does not run $img yet: replace it (docker rm -f status, then docker run … $img)."; exit 1; fi
if ! curl -s -m 5 http://localhost:8080/ | grep -q 'Maintenance window'; then echo "HINT: http://localhost:8080/ does not show the maintenance line yet."; exit 1; fi
exit 0
