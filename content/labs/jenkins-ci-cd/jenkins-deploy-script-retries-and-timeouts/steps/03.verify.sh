#!/bin/bash
src=/root/shop-deploy/deploy.sh
[ -x $src ] || { echo "HINT: $src is missing or not executable."; exit 1; }
if ! grep -q 'flock' $src; then echo "HINT: deploy.sh takes no lock yet (flock -n on /run/lock/deploy-\$TARGET.lock)."; exit 1; fi
before=$(cat /srv/deploy/staging/release 2>/dev/null)
# Hold staging's lock the way a running deploy would, then start a second deploy.
exec 8>/run/lock/deploy-staging.lock
flock -n 8 || { echo "HINT: a deploy to staging is running right now; run the check again when it has finished."; exit 1; }
start=$(date +%s)
(cd /root/shop-deploy && TARGET=staging IMAGE_TAG=1.8.999 timeout 10 ./deploy.sh >/dev/null 2>&1)
rc=$?
took=$(( $(date +%s) - start ))
exec 8>&-
after=$(cat /srv/deploy/staging/release 2>/dev/null)
if [ "$after" != "$before" ]; then
  echo "HINT: a second deploy changed staging's release while another deploy held the lock: take the lock before writing anything."
  [ -n "$before" ] && echo "$before" > /srv/deploy/staging/release
  exit 1
fi
if [ $rc -eq 0 ] || [ $rc -eq 124 ]; then echo "HINT: a second deploy to staging did not fail at once while the lock was held: use flock -n and fail when it cannot lock."; exit 1; fi
if [ $took -gt 3 ]; then echo "HINT: the second deploy waited for the lock; it should give up at once (flock -n)."; exit 1; fi
exit 0
