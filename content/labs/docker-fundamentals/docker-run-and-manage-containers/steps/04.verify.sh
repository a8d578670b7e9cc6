#!/bin/bash
ok=0
for name in batch-job old-report-1 old-report-2 cache-warmer; do
  if docker container exists "$name"; then echo "HINT: the container $name still exists ($(docker inspect -f '{{.State.Status}}' "$name"))."; ok=1; fi
done
if [ "$(docker inspect -f '{{.State.Running}}' web 2>/dev/null)" != true ]; then echo "HINT: keep web running: only the four other containers should go."; ok=1; fi
# Renamed containers are still there: only web may be left.
others=$(docker ps -a --format '{{.Names}}' | grep -vx web | tr '\n' ' ')
if [ -n "$others" ]; then echo "HINT: besides web there are still containers: $others(docker ps -a)."; ok=1; fi
exit $ok
