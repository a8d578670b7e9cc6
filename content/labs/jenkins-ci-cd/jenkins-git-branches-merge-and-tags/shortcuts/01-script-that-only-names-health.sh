#!/bin/bash
# Fake for step 1: the right branch and an executable healthcheck.sh that only mentions /health
# and always exits 0.
set -e
cd /root/shop-api
git switch -q -c feature/healthcheck main
printf '#!/bin/bash\n# TODO: call /health\nexit 0\n' > healthcheck.sh
chmod +x healthcheck.sh
git add healthcheck.sh
git commit -q -m "Add a health-check script for the load balancer"
