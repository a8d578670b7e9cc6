#!/bin/bash
cd /root/shop-api 2>/dev/null || { echo "HINT: /root/shop-api is missing."; exit 1; }
theirs=$(cat /var/lib/shikhon-lab/timeout-commit)
if [ -f .git/MERGE_HEAD ]; then echo "HINT: a merge is still in progress: resolve config/app.env, git add it, then git commit --no-edit."; exit 1; fi
if ! git merge-base --is-ancestor "$theirs" main; then echo "HINT: origin/feature/timeout is not merged into main yet."; exit 1; fi
file=$(git show main:config/app.env)
if echo "$file" | grep -qE '^(<<<<<<<|=======|>>>>>>>)'; then echo "HINT: the committed config/app.env still contains conflict markers."; exit 1; fi
if [ "$(echo "$file" | grep -c '^TIMEOUT=')" -ne 1 ] || ! echo "$file" | grep -qx 'TIMEOUT=60'; then echo "HINT: config/app.env on main should have exactly one line TIMEOUT=60."; exit 1; fi
if ! echo "$file" | grep -qx 'LOG_LEVEL=info'; then echo "HINT: the merge dropped LOG_LEVEL=info from main's side: keep it."; exit 1; fi
if ! echo "$file" | grep -qx 'PORT=8080' || ! echo "$file" | grep -qx 'APP_NAME=shop-api'; then echo "HINT: APP_NAME and PORT must stay in config/app.env."; exit 1; fi
if ! git diff --quiet main -- config/app.env 2>/dev/null; then echo "HINT: config/app.env has changes that are not committed."; exit 1; fi
exit 0
