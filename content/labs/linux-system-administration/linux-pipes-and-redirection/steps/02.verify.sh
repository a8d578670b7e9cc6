#!/bin/bash
f=/root/top-clients.txt
if [ ! -s "$f" ]; then echo "HINT: $f does not exist or is empty."; exit 1; fi
lines=$(wc -l < "$f")
if [ "$lines" -ne 5 ]; then echo "HINT: $f should have the top 5 clients, one a line; it has $lines lines."; exit 1; fi
# Worked out from this machine's log now (setup.sh writes a different night on every machine).
counts=$(awk '{print $1}' /var/log/shop/access.log | sort | uniq -c | sort -rn | awk '{print $1, $2}')
expected=$(echo "$counts" | head -n 5)
got=$(awk '{print $1, $2}' "$f")
if [ "$(echo "$got" | head -n 1)" != "$(echo "$expected" | head -n 1)" ]; then echo "HINT: the first line of $f should be the busiest client with its count (sort -rn after uniq -c)."; exit 1; fi
# Clients with equal counts may come in either order: compare the counts in order, and check
# that each line is a real client with its real count, each client once.
if [ "$(echo "$got" | awk '{print $1}')" != "$(echo "$expected" | awk '{print $1}')" ] \
  || [ -n "$(echo "$got" | grep -vxF -f <(echo "$counts"))" ] \
  || [ "$(echo "$got" | awk '{print $2}' | sort -u | wc -l)" -ne 5 ]; then
  echo "HINT: $f should show count and address of the 5 busiest clients in this log, highest first."; exit 1
fi
exit 0
