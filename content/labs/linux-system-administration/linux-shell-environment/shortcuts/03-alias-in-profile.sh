#!/bin/bash
# Fake: put the alias in ~/.profile (read by login shells only) instead of ~/.bashrc.
set -e
echo 'export PATH="$PATH:/opt/shoptools/bin"' > /etc/profile.d/shoptools.sh
echo 'export SHOP_ENV=staging' >> /home/learner/.profile
echo "alias shoplogs='tail -n 20 /var/log/shop/app.log'" >> /home/learner/.profile
