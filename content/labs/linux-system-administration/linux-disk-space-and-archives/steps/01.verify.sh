#!/bin/bash
f=/root/big-files.txt
if [ ! -s "$f" ]; then echo "HINT: save the list of files over 20 MB in $f."; exit 1; fi
for p in /srv/shop/uploads/promo-video.mp4 /var/log/shop/app.log.1 /root/db-dump-2026-10.sql; do
  if ! grep -qx "$p" "$f"; then echo "HINT: $f should list every file over 20 MB, one full path a line; $(basename "$p") is missing."; exit 1; fi
done
if grep -qx /srv/shop/uploads/banner.png "$f"; then echo "HINT: $f lists files smaller than 20 MB (use -size +20M)."; exit 1; fi
exit 0
