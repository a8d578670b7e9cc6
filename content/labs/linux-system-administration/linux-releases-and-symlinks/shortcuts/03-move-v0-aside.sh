#!/bin/bash
# Fake: move the oldest release out of releases/ instead of removing it.
set -e
mkdir -p /srv/shop/releases/v2
tar -xzf /root/shop-v2.tar.gz -C /srv/shop/releases/v2
cp -a /srv/shop/releases/v1/config.env /srv/shop/releases/v2/
ln -sfn /srv/shop/releases/v2 /srv/shop/current
mv /srv/shop/releases/v0 /root/v0-old
