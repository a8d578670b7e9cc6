#!/bin/bash
set -e
docker run -d --name batch-job busybox sh -c '
  for order in 50811 50812 50813 50814; do echo "INFO order $order invoiced"; done
  echo "ERROR order 50815 rejected: card expired" >&2
  for order in 50816 50817; do echo "INFO order $order invoiced"; done
  echo "INFO batch finished, 1 failure"' >/dev/null
docker run --name old-report-1 busybox echo "report for October written" >/dev/null
docker run --name old-report-2 busybox echo "report for September written" >/dev/null
docker run -d --name cache-warmer busybox sh -c 'trap "exit 0" TERM; while true; do sleep 1; done' >/dev/null
