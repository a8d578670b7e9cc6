#!/bin/bash
cd /root/shop-api 2>/dev/null || { echo "HINT: /root/shop-api is missing."; exit 1; }
merge=$(git log --merges --format='%H %s' main | grep 'feature/healthcheck' | head -1 | cut -d' ' -f1)
if [ -z "$merge" ]; then
  if git rev-parse -q --verify refs/heads/feature/healthcheck >/dev/null && git merge-base --is-ancestor feature/healthcheck main; then
    echo "HINT: main contains feature/healthcheck but without a merge commit: it was fast-forwarded. Use git merge --no-ff."
  else
    echo "HINT: feature/healthcheck is not merged into main yet (git switch main, then git merge --no-ff --no-edit feature/healthcheck)."
  fi
  exit 1
fi
if [ "$(git ls-tree main healthcheck.sh | awk '{print $1}')" != 100755 ]; then echo "HINT: main does not have the executable healthcheck.sh."; exit 1; fi
exit 0
