#!/bin/bash
ok=0
if docker image exists report-worker:2.0; then echo "HINT: report-worker:2.0 still exists."; ok=1; fi
# Removing the name is not enough: the retired build's data must be gone too.
for id in $(docker image ls -q --filter label=org.opencontainers.image.title=report-worker 2>/dev/null | sort -u); do
  v=$(docker image inspect --format '{{index .Config.Labels "org.opencontainers.image.version"}}' "$id" 2>/dev/null)
  if [[ "$v" == 2.0.* ]]; then echo "HINT: the 2.0 build (image $id) is still on disk under another name: remove it, not only its tag."; ok=1; break; fi
done
n=$(docker image ls --filter dangling=true -q | wc -l)
if [ "$n" -gt 0 ]; then echo "HINT: there are still $n dangling images (docker image ls --filter dangling=true)."; ok=1; fi
if ! docker image exists report-worker:2.1; then echo "HINT: report-worker:2.1 is gone: it is the current version and must stay."; ok=1; fi
if ! docker image exists busybox; then echo "HINT: busybox is gone: only report-worker:2.0 and dangling images were to be removed."; ok=1; fi
exit $ok
