#!/bin/bash
img=docs-site:2.0
if ! docker image exists "$img"; then echo "HINT: there is no image $img yet."; exit 1; fi
if ! grep -Eiq '^FROM[[:space:]]+.+[[:space:]]+AS[[:space:]]+build' /root/docs-site/Dockerfile; then echo "HINT: the Dockerfile has no named build stage (FROM debian:bookworm-slim AS build)."; exit 1; fi
tools=$(grep -n -E '^RUN[[:space:]]+\./install-tools\.sh' /root/docs-site/Dockerfile | head -1 | cut -d: -f1)
pages=$(grep -n -E '^COPY[[:space:]].*pages' /root/docs-site/Dockerfile | head -1 | cut -d: -f1)
if [ -z "$tools" ] || [ -z "$pages" ] || [ "$pages" -lt "$tools" ]; then echo "HINT: the pages are copied before RUN ./install-tools.sh, so every page edit reruns the slow step: copy pages/ after it."; exit 1; fi
if ! grep -Eq '^COPY[[:space:]]+--from=build' /root/docs-site/Dockerfile; then echo "HINT: the final stage should take the site with COPY --from=build /out /www."; exit 1; fi
size=$(docker image inspect --format '{{.Size}}' "$img")
if [ "$size" -gt 20000000 ]; then echo "HINT: $img is $((size / 1000000)) MB: the final stage should start FROM busybox, not Debian."; exit 1; fi
listing=$(timeout 10 docker run --rm "$img" ls /www 2>/dev/null)
if ! grep -qx 'index.html' <<<"$listing"; then echo "HINT: $img has no /www/index.html: COPY --from=build /out /www."; exit 1; fi
if timeout 10 docker run --rm "$img" sh -c 'test -e /src || test -e /usr/bin/apt-get' 2>/dev/null; then echo "HINT: $img still contains the build stage's files (/src or apt): the final stage should start FROM busybox."; exit 1; fi
exit 0
