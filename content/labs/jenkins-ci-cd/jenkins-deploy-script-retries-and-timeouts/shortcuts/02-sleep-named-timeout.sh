#!/bin/bash
# Fake for step 2: the parameter checks from step 1, then a fixed pause instead of a health loop
# (`sleep 6 # timeout`), which also contains the word the old check looked for.
set -e
cat > /root/shop-deploy/deploy.sh <<'SH'
#!/bin/bash
# deploy.sh: deploy the release IMAGE_TAG to the environment TARGET.
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
echo "deploy.sh: deploying $IMAGE_TAG to $TARGET on port $port"
mkdir -p "$DEPLOY_ROOT/$TARGET"
echo "$IMAGE_TAG" >"$DEPLOY_ROOT/$TARGET/release"
systemctl restart "shop-$TARGET.service"
sleep 6 # timeout
echo "done"
SH
