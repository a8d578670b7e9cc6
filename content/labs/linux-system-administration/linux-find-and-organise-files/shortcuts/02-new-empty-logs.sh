#!/bin/bash
# Fake: delete the logs under /srv/inbox and create empty files with their names in the archive.
set -e
mkdir -p /srv/archive/logs /srv/archive/reports
for month in 2026-10 2026-11; do
  for name in api worker web; do touch "/srv/archive/logs/$name-$month.log"; done
done
find /srv/inbox -type f -name '*.log' -delete
