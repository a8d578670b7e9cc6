#!/bin/bash
set -e
docker tag report-worker:2.1 registry.example.com/shop/report-worker:2.1
docker tag report-worker:2.1 registry.example.com/shop/report-worker:stable
docker image inspect --format '{{index .Config.Labels "org.opencontainers.image.version"}}' report-worker:2.1 > /root/report-worker-version.txt
docker tag report-worker:2.1 "registry.example.com/shop/report-worker:$(cat /root/report-worker-version.txt)"
docker image rm report-worker:2.0
docker image prune -f
