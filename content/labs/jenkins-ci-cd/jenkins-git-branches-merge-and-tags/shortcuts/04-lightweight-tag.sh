#!/bin/bash
# Fake for step 4: steps 1 to 3 done, then a lightweight tag (just a name, no tagger or message)
# pushed with main.
set -e
cd /root/shop-api
git switch -q -c feature/healthcheck main
printf '#!/bin/bash\n# Exit 0 when the API answers on its health endpoint.\ncurl -fsS -m 2 "http://127.0.0.1:${PORT:-8080}/health" >/dev/null\n' > healthcheck.sh
chmod +x healthcheck.sh
git add healthcheck.sh
git commit -q -m "Add a health-check script for the load balancer"
git switch -q main
git merge -q --no-ff --no-edit feature/healthcheck
git merge -q --no-edit origin/feature/timeout || true
printf 'APP_NAME=shop-api\nPORT=8080\n# the payment gateway can take up to 50 s\nTIMEOUT=60\nLOG_LEVEL=info\n' > config/app.env
git add config/app.env
git commit -q --no-edit
git tag v1.2.0
git push -q origin main v1.2.0
