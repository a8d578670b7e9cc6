#!/bin/bash
# Runs the learner's deploy.sh in a scratch folder with harmless stand-ins for systemctl and curl.
src=/root/shop-deploy/deploy.sh
[ -x $src ] || { echo "HINT: $src is missing or not executable."; exit 1; }
if [ -d /srv/deploy/prod ]; then echo "HINT: the bad deploy left /srv/deploy/prod behind: remove it (rm -rf /srv/deploy/prod)."; exit 1; fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin"
printf '#!/bin/bash\nexit 0\n' > "$tmp/bin/systemctl"
printf '#!/bin/bash\necho "{\\"status\\": \\"ok\\", \\"release\\": \\"$(cat %s/root/*/release 2>/dev/null | head -1)\\"}"\n' "$tmp" > "$tmp/bin/curl"
chmod +x "$tmp/bin/"*
run() { env -i PATH="$tmp/bin:/usr/bin:/bin" HOME=/root DEPLOY_ROOT="$tmp/root" "$@" timeout 15 bash $src >/dev/null 2>&1; }
bad() { # description, env assignments...
  local what=$1; shift
  rm -rf "$tmp/root"
  if run "$@"; then echo "HINT: deploy.sh succeeds with $what: it should fail with a clear message."; exit 1; fi
  if [ -n "$(find "$tmp/root" -type f 2>/dev/null)" ]; then echo "HINT: with $what, deploy.sh wrote files before failing: check the parameters first."; exit 1; fi
}
bad "TARGET=prod" TARGET=prod IMAGE_TAG=1.8.2
bad "no TARGET at all" IMAGE_TAG=1.8.2
bad "IMAGE_TAG=1.8" TARGET=staging IMAGE_TAG=1.8
bad "IMAGE_TAG='1.8.2; rm -rf /'" TARGET=staging "IMAGE_TAG=1.8.2; rm -rf /"
bad "no IMAGE_TAG" TARGET=uat
rm -rf "$tmp/root"
if ! run TARGET=uat IMAGE_TAG=1.9.0; then echo "HINT: deploy.sh fails for TARGET=uat IMAGE_TAG=1.9.0, which is valid."; exit 1; fi
if ! grep -qx 1.9.0 "$tmp/root/uat/release" 2>/dev/null; then echo "HINT: a valid deploy (TARGET=uat IMAGE_TAG=1.9.0) no longer writes the release file."; exit 1; fi
code=$(env -i PATH="$tmp/bin:/usr/bin:/bin" DEPLOY_ROOT="$tmp/root" TARGET=prod IMAGE_TAG=1.8.2 timeout 15 bash $src >/dev/null 2>&1; echo $?)
if [ "$code" != 2 ]; then echo "HINT: a bad parameter should end the script with exit code 2 (it ended with $code)."; exit 1; fi
exit 0
