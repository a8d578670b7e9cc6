#!/bin/bash
set -e
cat > /root/shop-deploy/deploy.sh <<'SH'
#!/bin/bash
# deploy.sh: deploy the release IMAGE_TAG to the environment TARGET.
# Jenkins calls it as sh './deploy.sh' with the job's parameters TARGET and IMAGE_TAG set.
DEPLOY_ROOT=${DEPLOY_ROOT:-/srv/deploy} # tests point this at a scratch folder
HEALTH_TIMEOUT=${HEALTH_TIMEOUT:-30} # seconds to wait for the new release to answer
set -euo pipefail

fail() {
  echo "deploy.sh: $*" >&2
  exit 2
}

case "${TARGET:-}" in
  staging) port=8090 ;;
  uat) port=8091 ;;
  *) fail "TARGET must be staging or uat, got '${TARGET:-}'" ;;
esac
[[ "${IMAGE_TAG:-}" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "IMAGE_TAG must look like 1.8.2, got '${IMAGE_TAG:-}'"

exec 9>"/run/lock/deploy-$TARGET.lock"
flock -n 9 || fail "another deploy to $TARGET is running; try again when it has finished"

echo "deploy.sh: deploying $IMAGE_TAG to $TARGET"
mkdir -p "$DEPLOY_ROOT/$TARGET"
echo "$IMAGE_TAG" >"$DEPLOY_ROOT/$TARGET/release"
systemctl restart "shop-$TARGET.service"
echo "deploy.sh: waiting up to $HEALTH_TIMEOUT s for $TARGET to report $IMAGE_TAG"
if ! timeout "$HEALTH_TIMEOUT" bash -c "until curl -fs http://127.0.0.1:$port/healthz | grep -q '\"$IMAGE_TAG\"'; do sleep 1; done"; then
  fail "$TARGET did not become healthy on $IMAGE_TAG within $HEALTH_TIMEOUT s"
fi
echo "deploy.sh: $TARGET is healthy on $IMAGE_TAG"
SH
shellcheck /root/shop-deploy/deploy.sh
cd /root/shop-deploy
TARGET=staging IMAGE_TAG=1.8.2 ./deploy.sh
curl -sS http://127.0.0.1:8090/healthz
