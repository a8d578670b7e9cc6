#!/bin/bash
# Fake for step 3: steps 1 and 2 done, then a script that always refuses with a non-zero code
# where the lock should be (the word flock only in a comment).
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
echo "deploy.sh: another deploy to $TARGET may be running (flock)" >&2
exit 3
echo "deploy.sh: deploying $IMAGE_TAG to $TARGET"
mkdir -p "$DEPLOY_ROOT/$TARGET"
echo "$IMAGE_TAG" >"$DEPLOY_ROOT/$TARGET/release"
systemctl restart "shop-$TARGET.service"
if ! timeout "$HEALTH_TIMEOUT" bash -c "until curl -fs http://127.0.0.1:$port/healthz | grep -q '\"$IMAGE_TAG\"'; do sleep 1; done"; then
  fail "$TARGET did not become healthy on $IMAGE_TAG within $HEALTH_TIMEOUT s"
fi
SH
