#!/bin/bash
set -e
cd /root/shop-api
git switch -c feature/healthcheck main
cat > healthcheck.sh <<'SH'
#!/bin/bash
# Exit 0 when the API answers on its health endpoint.
curl -fsS -m 2 "http://127.0.0.1:${PORT:-8080}/health" >/dev/null
SH
chmod +x healthcheck.sh
git add healthcheck.sh
git commit -m "Add a health-check script for the load balancer"
git switch main
git merge --no-ff --no-edit feature/healthcheck
git merge --no-edit origin/feature/timeout || true
printf 'APP_NAME=shop-api\nPORT=8080\n# the payment gateway can take up to 50 s\nTIMEOUT=60\nLOG_LEVEL=info\n' > config/app.env
git add config/app.env
git commit --no-edit
git tag -a v1.2.0 -m "Release 1.2.0: health check, payment timeout 60 s"
git describe
git push origin main --follow-tags
