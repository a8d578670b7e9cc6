#!/bin/bash
want=$(docker image inspect --format '{{.Id}}' report-worker:2.1 2>/dev/null)
if [ -z "$want" ]; then echo "HINT: report-worker:2.1 is missing; keep it (it is the current version)."; exit 1; fi
ok=0
for tag in 2.1.4 stable; do
  name=registry.example.com/shop/report-worker:$tag
  got=$(docker image inspect --format '{{.Id}}' "$name" 2>/dev/null)
  if [ -z "$got" ]; then echo "HINT: there is no image named $name yet."; ok=1
  elif [ "$got" != "$want" ]; then echo "HINT: $name points to a different image than report-worker:2.1."; ok=1; fi
done
exit $ok
