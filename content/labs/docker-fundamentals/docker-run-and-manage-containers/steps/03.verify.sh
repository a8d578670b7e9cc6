#!/bin/bash
f=/root/failed-order.txt
if [ ! -s "$f" ]; then echo "HINT: $f does not exist yet, or is empty."; exit 1; fi
if [ "$(tr -d '[:space:]' < "$f")" != 50815 ]; then echo "HINT: $f should hold only the number of the order on the ERROR line of docker logs batch-job."; exit 1; fi
exit 0
