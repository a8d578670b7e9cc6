#!/bin/bash
set -e
# The failed order's number is chosen per machine and lives only in the batch job's logs; the
# check keeps a salted hash of it (the container is removed in step 4).
failed=$((RANDOM + 51000))
salt=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
mkdir -p /var/lib/lab-batch
printf '%s %s\n' "$salt" "$(printf '%s%s' "$salt" "$failed" | sha256sum | cut -d' ' -f1)" > /var/lib/lab-batch/expected
docker run -d --name batch-job busybox sh -c '
  for order in 50811 50812 50813 50814; do echo "INFO order $order invoiced"; done
  echo "ERROR order '"$failed"' rejected: card expired" >&2
  for order in 50816 50817; do echo "INFO order $order invoiced"; done
  echo "INFO batch finished, 1 failure"' >/dev/null
docker run --name old-report-1 busybox echo "report for October written" >/dev/null
docker run --name old-report-2 busybox echo "report for September written" >/dev/null
docker run -d --name cache-warmer busybox sh -c 'trap "exit 0" TERM; while true; do sleep 1; done' >/dev/null
