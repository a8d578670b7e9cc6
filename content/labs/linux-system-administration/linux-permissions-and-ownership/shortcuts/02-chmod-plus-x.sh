#!/bin/bash
# Fake: chmod +x on the deploy script ("make it runnable") and 600 on the secrets.
set -e
chown -R shopapp:shopdev /srv/shop
chmod -R u=rwX,g=rX,o= /srv/shop
chmod 600 /srv/shop/.env
chmod +x /srv/shop/bin/deploy.sh
