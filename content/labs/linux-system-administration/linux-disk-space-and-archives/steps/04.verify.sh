#!/bin/bash
gz=/var/log/shop/app.log.1.gz
if [ ! -f "$gz" ]; then echo "HINT: $gz does not exist yet."; exit 1; fi
if ! gzip -t "$gz" 2>/dev/null; then echo "HINT: $gz is not a valid gzip file."; exit 1; fi
if [ -e /var/log/shop/app.log.1 ]; then echo "HINT: the uncompressed /var/log/shop/app.log.1 is still there."; exit 1; fi
lines=$(zcat "$gz" | wc -l)
if [ "$lines" -ne 500000 ]; then echo "HINT: $gz holds $lines lines, not the whole log."; exit 1; fi
# The same bytes as the log setup.sh wrote (its checksum was recorded then).
if [ "$(zcat "$gz" | sha256sum | cut -d' ' -f1)" != "$(cat /var/lib/shikhon-lab/applog.sha256)" ]; then echo "HINT: $gz does not hold the original app.log.1; compress the log itself with gzip (restart the lab if it is lost)."; exit 1; fi
exit 0
