#!/bin/bash
d=/var/tmp/shop-cache
old=$(find "$d" -type f -mtime +7 2>/dev/null | wc -l)
if [ "$old" -gt 0 ]; then echo "HINT: $old cache files older than 7 days are still in $d."; exit 1; fi
# The stale pages (page-1 to page-25, 9 to 33 days old) must be gone; the 15 recent ones (1 to
# 15 hours old) must still be there, with their own age: making a file look new keeps it.
for i in $(seq 1 25); do
  if [ -e "$d/page-$i.html" ]; then echo "HINT: $d/page-$i.html is still there; it was older than 7 days (restart the lab if you changed file times)."; exit 1; fi
done
for i in $(seq 26 40); do
  p="$d/page-$i.html"
  if [ ! -f "$p" ]; then echo "HINT: recent cache files were deleted too; only files older than 7 days should go (restart the lab to get them back)."; exit 1; fi
  if [ -z "$(find "$p" -mmin +50)" ]; then echo "HINT: $p looks newer than it was; delete by age with find, do not change file times (restart the lab)."; exit 1; fi
done
exit 0
