#!/bin/bash
# Fake for step 3: steps 1 and 2 done, then every old release removed and an empty 1.8.1 folder
# with just a version.txt left as the "rollback".
set -e
mkdir -p /srv/envs/production/releases/1.8.2
tar -xzf /srv/releases/shop-api/1.8.2/shop-api-1.8.2.tar.gz --strip-components=1 -C /srv/envs/production/releases/1.8.2
cd /srv/envs/production
ln -s releases/1.8.2 current.new
mv -T current.new current
sum=$(cut -d' ' -f1 /srv/releases/shop-api/1.8.2/SHA256SUMS)
echo "$(date -u +%FT%TZ) shop-api 1.8.2 sha256=$sum from=staging" >> /srv/envs/production/DEPLOYS
rm -rf releases/1.7.9 releases/1.8.0 releases/1.8.1
mkdir releases/1.8.1
echo 1.8.1 > releases/1.8.1/version.txt
