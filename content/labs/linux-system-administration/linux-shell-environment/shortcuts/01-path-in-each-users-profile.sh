#!/bin/bash
# Fake: extend PATH in root's and learner's own ~/.profile (the two users the check tried) instead of /etc/profile.d.
set -e
echo 'export PATH="$PATH:/opt/shoptools/bin"' >> /root/.profile
echo 'export PATH="$PATH:/opt/shoptools/bin"' >> /home/learner/.profile
