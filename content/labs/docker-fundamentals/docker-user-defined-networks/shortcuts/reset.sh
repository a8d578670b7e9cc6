#!/bin/bash
# Undoes what this lab's shortcuts may leave behind: tests/labs/lab-content.test.ts runs the
# shortcuts in order on one sandbox and this script between them (docs/labs-format.md).
set -e
# back to the lab's start (a worker on the default network, no other container or network)
for c in api db worker; do docker rm -f "$c" >/dev/null 2>&1 || true; done
for n in shop-net db-net; do docker network rm -f "$n" >/dev/null 2>&1 || true; done
docker run -d --name worker busybox sh -c 'trap "exit 0" TERM; while true; do sleep 1; done' >/dev/null
