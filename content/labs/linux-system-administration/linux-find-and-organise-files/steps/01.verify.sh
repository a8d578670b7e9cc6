#!/bin/bash
ok=0
for folder in /srv/archive/logs /srv/archive/reports; do
  if [ -L "$folder" ]; then echo "HINT: $folder is a symbolic link; make it a real folder with mkdir -p."; ok=1
  elif [ ! -d "$folder" ]; then echo "HINT: $folder does not exist yet."; ok=1; fi
done
exit $ok
