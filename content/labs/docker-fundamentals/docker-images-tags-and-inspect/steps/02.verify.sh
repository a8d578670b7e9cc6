#!/bin/bash
src=report-worker:2.1
f=/root/report-worker-version.txt
want=$(docker image inspect --format '{{.Id}}' "$src" 2>/dev/null)
if [ -z "$want" ]; then echo "HINT: $src is missing; keep it (it is the current version)."; exit 1; fi
# The version is chosen per machine when the images are built: it is read live from the image.
version=$(docker image inspect --format '{{index .Config.Labels "org.opencontainers.image.version"}}' "$src" 2>/dev/null)
title=$(docker image inspect --format '{{index .Config.Labels "org.opencontainers.image.title"}}' "$src" 2>/dev/null)
if [ "$title" != report-worker ] || ! [[ "$version" =~ ^2\.1\.[0-9]+$ ]] \
  || [ "$(timeout 10 docker run --rm "$src" 2>/dev/null)" != "report-worker $version" ]; then
  echo "HINT: $src is no longer the report-worker 2.1 build that was loaded; read the label of that image, do not rename others to it."; exit 1
fi
if [ ! -s "$f" ]; then echo "HINT: $f does not exist yet, or is empty."; exit 1; fi
if [ "$(tr -d '[:space:]' < "$f")" != "$version" ]; then echo "HINT: $f should hold only the value of the label org.opencontainers.image.version of $src (docker image inspect --format …)."; exit 1; fi
name=registry.example.com/shop/report-worker:$version
got=$(docker image inspect --format '{{.Id}}' "$name" 2>/dev/null)
if [ -z "$got" ]; then echo "HINT: there is no image named registry.example.com/shop/report-worker:<the version you read> yet."; exit 1; fi
if [ "$got" != "$want" ]; then echo "HINT: the exact version tag points to a different image than $src."; exit 1; fi
exit 0
