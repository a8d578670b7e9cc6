#!/bin/bash
set -e
cd /srv/releases/shop-api/1.8.2
sha256sum -c SHA256SUMS
mkdir -p /srv/envs/production/releases/1.8.2
tar -xzf /srv/releases/shop-api/1.8.2/shop-api-1.8.2.tar.gz --strip-components=1 -C /srv/envs/production/releases/1.8.2
diff -r /srv/envs/staging/releases/1.8.2 /srv/envs/production/releases/1.8.2
cd /srv/envs/production
ln -s releases/1.8.2 current.new
mv -T current.new current
curl -s http://127.0.0.1:8080/version.txt
sum=$(cut -d' ' -f1 /srv/releases/shop-api/1.8.2/SHA256SUMS)
echo "$(date -u +%FT%TZ) shop-api 1.8.2 sha256=$sum from=staging" >> /srv/envs/production/DEPLOYS
rm -rf /srv/envs/production/releases/1.7.9 /srv/envs/production/releases/1.8.0
