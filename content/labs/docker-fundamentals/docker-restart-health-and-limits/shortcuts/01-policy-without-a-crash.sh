#!/bin/bash
# Fake: a container with the right restart policy that was never started, so it never crashed and restarted.
set -e
docker create --name queue-worker --restart on-failure:3 busybox sh -c 'exit 1'
