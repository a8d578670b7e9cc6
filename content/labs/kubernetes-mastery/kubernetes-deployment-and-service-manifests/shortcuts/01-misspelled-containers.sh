#!/bin/bash
# Fake: fix the duplicate key and the labels, but with a misspelled field (contaienrs:).
set -e
cd /root/shop
sed -i -e '/^  replicas: 2$/d' -e 's/^        tier: api$/        tier: backend/' -e 's/^      containers:$/      contaienrs:/' deployment.yaml
