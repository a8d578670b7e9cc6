#!/bin/bash
f=/root/failed-order.txt
rec=/var/lib/lab-batch/expected
if [ ! -s "$f" ]; then echo "HINT: $f does not exist yet, or is empty."; exit 1; fi
if [ ! -s "$rec" ]; then echo "HINT: the lab's record of the batch (in /var/lib/lab-batch) is gone; reset the lab to start over."; exit 1; fi
read -r salt hash < "$rec"
got=$(tr -d '[:space:]' < "$f")
if [ "$(printf '%s%s' "$salt" "$got" | sha256sum | cut -d' ' -f1)" != "$hash" ]; then echo "HINT: $f should hold only the number of the order on the ERROR line of docker logs batch-job."; exit 1; fi
exit 0
