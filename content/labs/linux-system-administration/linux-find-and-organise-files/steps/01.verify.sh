#!/bin/bash
ok=0
for folder in /srv/archive/logs /srv/archive/reports; do
  if [ ! -d "$folder" ]; then echo "HINT: $folder does not exist yet."; ok=1; fi
done
exit $ok
