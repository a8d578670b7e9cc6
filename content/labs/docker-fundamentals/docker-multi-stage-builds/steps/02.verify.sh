#!/bin/bash
img=docs-site:2.0
d=/root/docs-site
if ! docker image exists "$img"; then echo "HINT: there is no image $img yet."; exit 1; fi
if ! grep -Eiq '^FROM[[:space:]]+.+[[:space:]]+AS[[:space:]]+build' $d/Dockerfile; then echo "HINT: the Dockerfile has no named build stage (FROM debian:bookworm-slim AS build)."; exit 1; fi
tools=$(grep -n -E '^RUN[[:space:]]+\./install-tools\.sh' $d/Dockerfile | head -1 | cut -d: -f1)
pages=$(grep -n -E '^COPY[[:space:]].*pages' $d/Dockerfile | head -1 | cut -d: -f1)
if [ -z "$tools" ] || [ -z "$pages" ] || [ "$pages" -lt "$tools" ]; then echo "HINT: the pages are copied before RUN ./install-tools.sh, so every page edit reruns the slow step: copy pages/ after it."; exit 1; fi
if ! grep -Eq '^COPY[[:space:]]+--from=build' $d/Dockerfile; then echo "HINT: the final stage should take the site with COPY --from=build /out /www."; exit 1; fi
size=$(docker image inspect --format '{{.Size}}' "$img")
if [ "$size" -gt 20000000 ]; then echo "HINT: $img is $((size / 1000000)) MB: the final stage should start FROM busybox, not Debian."; exit 1; fi
if [ "$(docker image inspect --format '{{index .RootFS.Layers 0}}' "$img")" != "$(docker image inspect --format '{{index .RootFS.Layers 0}}' busybox)" ]; then echo "HINT: the final stage of $img does not start FROM busybox."; exit 1; fi
# What the image holds must be the site build.sh made from the pages as they are now.
out=$(timeout 25 docker run --rm --entrypoint sh "$img" -c 'cat /www/index.html; echo =====; cat /www/api.html; echo =====; if test -e /src || test -e /usr/bin/apt-get; then echo BUILD-FILES; fi' 2>/dev/null)
index=$(awk '/^=====$/{n++; next} n==0' <<<"$out")
api=$(awk '/^=====$/{n++; next} n==1' <<<"$out")
if ! grep -q '<h1>Shikhon Shop developer docs</h1>' <<<"$index"; then echo "HINT: $img has no /www/index.html built from pages/index.txt: COPY --from=build /out /www."; exit 1; fi
if grep -qx 'BUILD-FILES' <<<"$out"; then echo "HINT: $img still contains the build stage's files (/src or apt): the final stage should start FROM busybox."; exit 1; fi
if ! grep -q '<footer>built .* with GNU bash' <<<"$api"; then echo "HINT: /www/api.html in $img was not made by build.sh in the build stage."; exit 1; fi
want=$(tail -n +2 $d/pages/api.txt | sed 's|.*|<p>&</p>|')
if [ "$(grep '^<p>' <<<"$api")" != "$want" ]; then echo "HINT: $img was not built from the pages as they are now: build docs-site:2.0 again after editing a page."; exit 1; fi
exit 0
