#!/bin/bash
# Behaviour, not words: while staging's lock is held, a second deploy must be refused at once with
# exit code 2 and change nothing; with the lock free, a lone deploy must succeed.
src=/root/shop-deploy/deploy.sh
[ -x $src ] || { echo "HINT: $src is missing or not executable."; exit 1; }
before=$(cat /srv/deploy/staging/release 2>/dev/null)
deploy() { # tag, timeout
  (cd /root/shop-deploy && env -i PATH=/usr/bin:/bin HOME=/root TARGET=staging IMAGE_TAG=$1 timeout -k 1 "$2" ./deploy.sh >/dev/null 2>&1)
}
# Hold staging's lock the way a running deploy would, then start a second deploy.
exec 8>/run/lock/deploy-staging.lock
flock -n 8 || { echo "HINT: a deploy to staging is running right now; run the check again when it has finished."; exit 1; }
start=$(date +%s)
deploy 1.8.999 10
rc=$?
took=$(($(date +%s) - start))
exec 8>&-
after=$(cat /srv/deploy/staging/release 2>/dev/null)
if [ "$after" != "$before" ]; then
  echo "HINT: a second deploy changed staging's release while another deploy held the lock (flock -n on /run/lock/deploy-\$TARGET.lock): take the lock before writing anything."
  [ -n "$before" ] && echo "$before" >/srv/deploy/staging/release
  exit 1
fi
if [ $rc -eq 0 ] || [ $rc -eq 124 ] || [ $rc -eq 137 ]; then echo "HINT: a second deploy to staging did not fail at once while another held the lock: take it with flock -n on /run/lock/deploy-\$TARGET.lock and fail when it cannot."; exit 1; fi
if [ $took -gt 3 ]; then echo "HINT: the second deploy waited for the lock; it should give up at once (flock -n)."; exit 1; fi
if [ $rc -ne 2 ]; then echo "HINT: a deploy refused because another holds the lock ended with exit code $rc: refuse it through fail, with exit code 2 like any refused deploy."; exit 1; fi
# With nobody holding the lock, a deploy must go through.
tag="1.8.$((RANDOM % 900 + 100))"
deploy "$tag" 30
rc=$?
if [ $rc -ne 0 ]; then echo "HINT: with the lock free, TARGET=staging IMAGE_TAG=$tag ./deploy.sh failed (exit $rc): only a deploy that finds the lock taken may be refused."; exit 1; fi
if [ "$(cat /srv/deploy/staging/release 2>/dev/null)" != "$tag" ] || ! curl -s -m 2 http://127.0.0.1:8090/healthz | grep -q "\"$tag\""; then
  echo "HINT: with the lock free, a deploy of $tag exited 0 but staging does not run $tag: the script must still deploy and wait for health."
  exit 1
fi
exit 0
