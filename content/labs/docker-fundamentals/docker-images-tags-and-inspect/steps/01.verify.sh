#!/bin/bash
src=report-worker:2.1
want=$(docker image inspect --format '{{.Id}}' "$src" 2>/dev/null)
if [ -z "$want" ]; then echo "HINT: $src is missing; keep it (it is the current version)."; exit 1; fi
# report-worker:2.1 must still be the team's image, not another one given that name.
title=$(docker image inspect --format '{{index .Config.Labels "org.opencontainers.image.title"}}' "$src" 2>/dev/null)
version=$(docker image inspect --format '{{index .Config.Labels "org.opencontainers.image.version"}}' "$src" 2>/dev/null)
if [ "$title" != report-worker ] || ! [[ "$version" =~ ^2\.1\.[0-9]+$ ]]; then echo "HINT: $src is no longer the report-worker 2.1 build that was loaded; tag that image, do not rename others to it."; exit 1; fi
ok=0
for tag in 2.1 stable; do
  name=registry.example.com/shop/report-worker:$tag
  got=$(docker image inspect --format '{{.Id}}' "$name" 2>/dev/null)
  if [ -z "$got" ]; then echo "HINT: there is no image named $name yet."; ok=1
  elif [ "$got" != "$want" ]; then echo "HINT: $name points to a different image than $src."; ok=1; fi
done
exit $ok
