#!/bin/bash
f=/root/top-clients.txt
if [ ! -s "$f" ]; then echo "HINT: $f does not exist or is empty."; exit 1; fi
lines=$(wc -l < "$f")
if [ "$lines" -ne 5 ]; then echo "HINT: $f should have the top 5 clients, one a line; it has $lines lines."; exit 1; fi
expected=$(awk '{print $1}' /var/log/shop/access.log | sort | uniq -c | sort -rn | head -n 5 | awk '{print $1, $2}')
got=$(awk '{print $1, $2}' "$f")
if [ "$(echo "$got" | head -n 1)" != "$(echo "$expected" | head -n 1)" ]; then echo "HINT: the first line of $f should be the busiest client with its count (sort -rn after uniq -c)."; exit 1; fi
if [ "$got" != "$expected" ]; then echo "HINT: $f should show count and address of the 5 busiest clients, highest first."; exit 1; fi
exit 0
