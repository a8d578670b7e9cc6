#!/bin/bash
# Fake: fix the duplicate key and the labels, but with a misspelled kind (kind: Deploymnet).
set -e
cd /root/shop
sed -i -e '/^  replicas: 2$/d' -e 's/^        tier: api$/        tier: backend/' -e 's/^kind: Deployment$/kind: Deploymnet/' deployment.yaml
