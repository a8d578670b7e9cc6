#!/bin/bash
f=/root/failed-payments.txt
if [ ! -s "$f" ]; then echo "HINT: $f does not exist or is empty."; exit 1; fi
if grep -qv 'status=failed' "$f"; then echo "HINT: $f contains lines that are not failed payments (keep only status=failed)."; exit 1; fi
if ! diff -q <(grep 'status=failed' /var/log/shop/app.log) "$f" >/dev/null; then echo "HINT: $f should hold every status=failed line of the log, whole and in order."; exit 1; fi
exit 0
