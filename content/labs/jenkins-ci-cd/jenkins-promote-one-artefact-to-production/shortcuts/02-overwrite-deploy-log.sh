#!/bin/bash
# Fake for step 2: step 1 done, the switch done, then the deploy record written with > (the log
# keeps only the new line).
set -e
mkdir -p /srv/envs/production/releases/1.8.2
tar -xzf /srv/releases/shop-api/1.8.2/shop-api-1.8.2.tar.gz --strip-components=1 -C /srv/envs/production/releases/1.8.2
cd /srv/envs/production
ln -s releases/1.8.2 current.new
mv -T current.new current
sum=$(cut -d' ' -f1 /srv/releases/shop-api/1.8.2/SHA256SUMS)
echo "$(date -u +%FT%TZ) shop-api 1.8.2 sha256=$sum from=staging" > /srv/envs/production/DEPLOYS
