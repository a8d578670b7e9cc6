#!/bin/bash
# Fake: move the 2.0 build to another name so report-worker:2.0 is gone, but its data stays.
set -e
docker tag report-worker:2.1 registry.example.com/shop/report-worker:2.1
docker tag report-worker:2.1 registry.example.com/shop/report-worker:stable
docker tag report-worker:2.0 archive/report-worker:old
docker image rm report-worker:2.0
docker image prune -f
