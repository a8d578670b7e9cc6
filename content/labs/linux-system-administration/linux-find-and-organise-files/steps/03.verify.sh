#!/bin/bash
archive=/srv/archive/reports/reports.tar.gz
if [ ! -f "$archive" ]; then echo "HINT: $archive does not exist yet."; exit 1; fi
if ! tar -tzf "$archive" >/dev/null 2>&1; then echo "HINT: $archive is not a gzip-compressed tar archive."; exit 1; fi
count=$(tar -tzf "$archive" | grep -c '\.csv$')
if [ "$count" -ne 4 ]; then echo "HINT: the archive should hold the 4 .csv reports; it holds $count."; exit 1; fi
# Each report under /srv/inbox must be in it, under its own path (spaces included), with its
# content as it is in /srv/inbox.
list=$(tar -tzf "$archive")
while IFS= read -r -d '' report; do
  rel=${report#/srv/inbox/}
  entry=$(echo "$list" | awk -v rel="$rel" '$0 == rel || substr($0, length($0) - length(rel)) == "/" rel { print; exit }')
  if [ -z "$entry" ]; then echo "HINT: the archive has no entry for $rel; keep each file's path, spaces included (find -print0 | tar --null -T -)."; exit 1; fi
  if ! tar -xzOf "$archive" "$entry" 2>/dev/null | cmp -s - "$report"; then echo "HINT: $entry in the archive does not hold what $report holds."; exit 1; fi
done < <(find /srv/inbox -type f -name '*.csv' -print0)
exit 0
