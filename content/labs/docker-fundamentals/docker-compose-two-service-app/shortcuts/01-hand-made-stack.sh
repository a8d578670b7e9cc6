#!/bin/bash
# Fake (found in review): an empty compose.yaml, a volume named like Compose's and one docker run.
set -e
cd /root/statuspage
: > compose.yaml
docker volume create statuspage_site-data
docker run --rm -v statuspage_site-data:/www busybox sh -c \
  'echo "<h1>Shikhon Shop staging</h1><p>All systems operational.</p>" > /www/index.html'
