#!/bin/bash
# Fake: switch with ln -sf (no -n), which puts a link inside v1, then force current over with rm and ln -s, leaving the stray link.
set -e
mkdir -p /srv/shop/releases/v2
tar -xzf /root/shop-v2.tar.gz -C /srv/shop/releases/v2
cp -a /srv/shop/releases/v1/config.env /srv/shop/releases/v2/
ln -sf /srv/shop/releases/v2 /srv/shop/current
rm /srv/shop/current
ln -s /srv/shop/releases/v2 /srv/shop/current
