#!/bin/bash
# Fake for step 2: step 1 done, then a squash "merge" committed with a merge-like message (no
# merge commit, the branch is not joined).
set -e
cd /root/shop-api
git switch -q -c feature/healthcheck main
printf '#!/bin/bash\n# Exit 0 when the API answers on its health endpoint.\ncurl -fsS -m 2 "http://127.0.0.1:${PORT:-8080}/health" >/dev/null\n' > healthcheck.sh
chmod +x healthcheck.sh
git add healthcheck.sh
git commit -q -m "Add a health-check script for the load balancer"
git switch -q main
git merge -q --squash feature/healthcheck
git commit -q -m "Merge branch 'feature/healthcheck'"
