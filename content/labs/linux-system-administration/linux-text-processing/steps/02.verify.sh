#!/bin/bash
f=/root/revenue.txt
if [ ! -s "$f" ]; then echo "HINT: $f does not exist or is empty."; exit 1; fi
expected=$(awk '/status=paid/ { split($4, m, "="); split($5, a, "="); t[m[2]] += a[2] } END { for (k in t) print k, t[k] }' /var/log/shop/app.log | sort)
got=$(awk 'NF {print $1, $2}' "$f" | sort)
if [ "$(echo "$got" | wc -l)" -ne "$(echo "$expected" | wc -l)" ]; then echo "HINT: $f should have one line per payment method ($(echo "$expected" | awk '{print $1}' | paste -sd' '))."; exit 1; fi
while read -r method total; do
  line=$(echo "$got" | awk -v m="$method" '$1 == m')
  if [ -z "$line" ]; then echo "HINT: $f has no line for $method."; exit 1; fi
  if [ "$line" != "$method $total" ]; then echo "HINT: the total for $method is wrong; count only status=paid lines."; exit 1; fi
done <<< "$expected"
exit 0
