#!/bin/bash
# Fake: one octal chmod -R 750 for everything, files included, instead of u=rwX,g=rX,o=.
set -e
chown -R shopapp:shopdev /srv/shop
chmod -R 750 /srv/shop
