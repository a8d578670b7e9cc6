#!/bin/bash
d=/var/tmp/shop-cache
old=$(find "$d" -type f -mtime +7 2>/dev/null | wc -l)
new=$(find "$d" -type f -mtime -7 2>/dev/null | wc -l)
if [ "$new" -lt 15 ]; then echo "HINT: recent cache files were deleted too; only files older than 7 days should go (restart the lab to get them back)."; exit 1; fi
if [ "$old" -gt 0 ]; then echo "HINT: $old cache files older than 7 days are still in $d."; exit 1; fi
exit 0
