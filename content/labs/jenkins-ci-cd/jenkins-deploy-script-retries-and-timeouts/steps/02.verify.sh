#!/bin/bash
src=/root/shop-deploy/deploy.sh
[ -x $src ] || { echo "HINT: $src is missing or not executable."; exit 1; }
tag="1.8.$((RANDOM % 900 + 100))"
out=$(cd /root/shop-deploy && TARGET=staging IMAGE_TAG=$tag timeout 19 ./deploy.sh 2>&1)
rc=$?
if [ $rc -ne 0 ]; then echo "HINT: TARGET=staging IMAGE_TAG=$tag ./deploy.sh failed (exit $rc): $(echo "$out" | tail -1)"; exit 1; fi
health=$(curl -s -m 2 http://127.0.0.1:8090/healthz)
if ! echo "$health" | grep -q "\"$tag\""; then
  echo "HINT: deploy.sh returned before staging answered on the new release: wait for the health endpoint in a loop (under timeout) before finishing."
  exit 1
fi
if ! grep -q 'timeout' $src; then
  echo "HINT: the health-check loop has no time limit: wrap it in timeout 30 so a broken release cannot hang the pipeline."
  exit 1
fi
exit 0
