#!/bin/bash
f=/etc/shop/maintenance.conf
if [ ! -f "$f" ]; then echo "HINT: $f does not exist yet."; exit 1; fi
if ! grep -q '^message=Back at 03:00\. Orders placed before \$CUTOFF are safe\.$' "$f"; then echo "HINT: the message= line is missing or \$CUTOFF was expanded; quote the here-document's delimiter."; exit 1; fi
if ! grep -qx 'page=\$SHOP_HOME/maintenance.html' "$f"; then echo "HINT: the page= line should keep \$SHOP_HOME literally."; exit 1; fi
if [ "$(grep -c . "$f")" -ne 3 ]; then echo "HINT: $f should have exactly the 3 lines shown (a comment, message=, page=)."; exit 1; fi
exit 0
