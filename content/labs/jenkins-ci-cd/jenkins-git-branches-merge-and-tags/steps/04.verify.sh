#!/bin/bash
cd /root/shop-api 2>/dev/null || { echo "HINT: /root/shop-api is missing."; exit 1; }
if ! git rev-parse -q --verify refs/tags/v1.2.0 >/dev/null; then echo "HINT: there is no tag v1.2.0 yet."; exit 1; fi
if [ "$(git cat-file -t v1.2.0)" != tag ]; then echo "HINT: v1.2.0 is a lightweight tag: delete it (git tag -d v1.2.0) and create it with git tag -a."; exit 1; fi
theirs=$(cat /var/lib/shikhon-lab/timeout-commit)
if ! git merge-base --is-ancestor "$theirs" "v1.2.0^{commit}" || [ -z "$(git log --merges --format=%s 'v1.2.0^{commit}' | grep feature/healthcheck)" ]; then
  echo "HINT: v1.2.0 should point at main after both merges."
  exit 1
fi
remote=/srv/git/shop-api.git
if ! git -C $remote rev-parse -q --verify refs/tags/v1.2.0 >/dev/null; then echo "HINT: the tag is not on the remote yet: git push origin main --follow-tags."; exit 1; fi
if [ "$(git -C $remote rev-parse 'v1.2.0^{commit}')" != "$(git rev-parse 'v1.2.0^{commit}')" ]; then echo "HINT: the remote's v1.2.0 points at another commit than yours."; exit 1; fi
if ! git -C $remote merge-base --is-ancestor "$(git rev-parse 'v1.2.0^{commit}')" main 2>/dev/null; then echo "HINT: the remote's main does not contain the release commit: push main too."; exit 1; fi
exit 0
