#!/bin/bash
# Fake for step 3: steps 1 and 2 done, then let Git pick a side (-X theirs) instead of resolving
# the conflict by hand.
set -e
cd /root/shop-api
git switch -q -c feature/healthcheck main
printf '#!/bin/bash\n# Exit 0 when the API answers on its health endpoint.\ncurl -fsS -m 2 "http://127.0.0.1:${PORT:-8080}/health" >/dev/null\n' > healthcheck.sh
chmod +x healthcheck.sh
git add healthcheck.sh
git commit -q -m "Add a health-check script for the load balancer"
git switch -q main
git merge -q --no-ff --no-edit feature/healthcheck
git merge -q --no-edit -X theirs origin/feature/timeout
