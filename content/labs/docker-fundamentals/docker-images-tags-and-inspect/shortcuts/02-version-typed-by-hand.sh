#!/bin/bash
# Fake: type a version seen elsewhere into the file and tag with it, without inspecting the image.
set -e
docker tag report-worker:2.1 registry.example.com/shop/report-worker:2.1
docker tag report-worker:2.1 registry.example.com/shop/report-worker:stable
echo 2.1.4 > /root/report-worker-version.txt
docker tag report-worker:2.1 registry.example.com/shop/report-worker:2.1.4
