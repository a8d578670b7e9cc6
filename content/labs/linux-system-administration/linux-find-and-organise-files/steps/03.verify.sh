#!/bin/bash
archive=/srv/archive/reports/reports.tar.gz
if [ ! -f "$archive" ]; then echo "HINT: $archive does not exist yet."; exit 1; fi
if ! tar -tzf "$archive" >/dev/null 2>&1; then echo "HINT: $archive is not a gzip-compressed tar archive."; exit 1; fi
count=$(tar -tzf "$archive" | grep -c '\.csv$')
if [ "$count" -ne 4 ]; then echo "HINT: the archive should hold the 4 .csv reports; it holds $count."; exit 1; fi
exit 0
