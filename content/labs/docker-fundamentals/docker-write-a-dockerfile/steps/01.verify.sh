#!/bin/bash
img=status-page:1.0
if [ ! -f /root/status-page/Dockerfile ]; then echo "HINT: /root/status-page/Dockerfile does not exist yet."; exit 1; fi
if ! docker image exists "$img"; then echo "HINT: there is no image $img yet (docker build -t $img . in /root/status-page)."; exit 1; fi
ok=0
# Built from a Dockerfile: FROM busybox, and the page put in by a COPY instruction (a committed
# container has no such history).
if [ "$(docker image inspect --format '{{index .RootFS.Layers 0}}' "$img")" != "$(docker image inspect --format '{{index .RootFS.Layers 0}}' busybox)" ]; then echo "HINT: $img does not start FROM busybox."; ok=1; fi
if ! docker image history --no-trunc --format '{{.CreatedBy}}' "$img" | grep -Eq 'COPY .* in /www(/index\.html)?/? *$'; then echo "HINT: $img was not built from a Dockerfile that copies the page (COPY index.html /www/index.html, then docker build)."; ok=1; fi
for word in FROM COPY EXPOSE CMD; do
  if ! grep -Eiq "^[[:space:]]*$word[[:space:]]" /root/status-page/Dockerfile; then echo "HINT: /root/status-page/Dockerfile has no $word instruction."; ok=1; fi
done
if ! docker image inspect --format '{{json .Config.ExposedPorts}}' "$img" | grep -q '8080/tcp'; then echo "HINT: $img does not EXPOSE 8080."; ok=1; fi
if [ "$(docker image inspect --format '{{index .Config.Labels "org.opencontainers.image.title"}}' "$img")" != status-page ]; then echo "HINT: $img has no LABEL org.opencontainers.image.title=\"status-page\"."; ok=1; fi
if ! docker image inspect --format '{{json .Config.Cmd}}' "$img" | grep -q 'httpd'; then echo "HINT: the CMD of $img should start httpd on port 8080 serving /www."; ok=1; fi
if ! timeout 25 docker run --rm "$img" cat /www/index.html 2>/dev/null | grep -q 'Shikhon Shop status'; then echo "HINT: $img has no /www/index.html with the status page: COPY index.html /www/index.html."; ok=1; fi
exit $ok
