#!/bin/bash
set -e
mkdir -p /srv/shop/releases/v2
tar -xzf /root/shop-v2.tar.gz -C /srv/shop/releases/v2
cp -a /srv/shop/releases/v1/config.env /srv/shop/releases/v2/
ln -sfn /srv/shop/releases/v2 /srv/shop/current
rm -r /srv/shop/releases/v0
