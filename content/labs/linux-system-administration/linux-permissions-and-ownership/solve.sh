#!/bin/bash
set -e
chown -R shopapp:shopdev /srv/shop
chmod -R u=rwX,g=rX,o= /srv/shop
chown shopapp:shopapp /srv/shop/.env
chmod 600 /srv/shop/.env
chmod 750 /srv/shop/bin/deploy.sh
sed -i 's/^#\?umask .*/umask 027/' /home/learner/.profile
grep -q '^umask 027' /home/learner/.profile || echo 'umask 027' >> /home/learner/.profile
