#!/bin/bash
f=/root/big-files.txt
if [ ! -s "$f" ]; then echo "HINT: save the list of files over 20 MB in $f."; exit 1; fi
# setup.sh recorded what find reported when the lab started (the upload's name is generated then).
while read -r p; do
  if ! grep -qxF "$p" "$f"; then echo "HINT: $f should list every file over 20 MB, one full path a line; one in $(dirname "$p") is missing."; exit 1; fi
done < /var/lib/shikhon-lab/big-files
if grep -qx /srv/shop/uploads/banner.png "$f"; then echo "HINT: $f lists files smaller than 20 MB (use -size +20M)."; exit 1; fi
exit 0
