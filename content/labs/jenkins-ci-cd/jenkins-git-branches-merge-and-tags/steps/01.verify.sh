#!/bin/bash
cd /root/shop-api 2>/dev/null || { echo "HINT: /root/shop-api is missing."; exit 1; }
base=$(cat /var/lib/shikhon-lab/main-start)
if git rev-parse -q --verify refs/heads/feature/healthcheck >/dev/null; then
  ref=feature/healthcheck
else
  # The branch may already be merged and deleted: find its tip as the merge's second parent.
  ref=$(git log --merges --format='%H %s' main | grep 'feature/healthcheck' | head -1 | cut -d' ' -f1)
  [ -n "$ref" ] && ref="$ref^2"
fi
if [ -z "$ref" ]; then echo "HINT: there is no branch feature/healthcheck yet (git switch -c feature/healthcheck main)."; exit 1; fi
if ! git merge-base --is-ancestor "$base" "$ref"; then echo "HINT: feature/healthcheck should start from main."; exit 1; fi
mode=$(git ls-tree "$ref" healthcheck.sh | awk '{print $1}')
if [ -z "$mode" ]; then echo "HINT: healthcheck.sh is not committed on feature/healthcheck yet (git add, then git commit)."; exit 1; fi
if [ "$mode" != 100755 ]; then echo "HINT: healthcheck.sh is committed without the executable bit: chmod +x healthcheck.sh, git add it and commit again."; exit 1; fi
if ! git show "$ref:healthcheck.sh" | grep -q '/health'; then echo "HINT: the committed healthcheck.sh does not call the /health endpoint."; exit 1; fi
exit 0
