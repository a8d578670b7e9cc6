#!/bin/bash
# The checks commit in a throwaway copy: give Git an identity whatever the caller's HOME.
export GIT_AUTHOR_NAME=lab-check GIT_AUTHOR_EMAIL=lab-check@localhost GIT_COMMITTER_NAME=lab-check GIT_COMMITTER_EMAIL=lab-check@localhost
repo=/root/invoice-tool
cd $repo 2>/dev/null || { echo "HINT: $repo is missing."; exit 1; }
[ -f .githooks/pre-push ] || { echo "HINT: .githooks/pre-push does not exist yet."; exit 1; }
[ -x .githooks/pre-push ] || { echo "HINT: .githooks/pre-push is not executable: chmod +x .githooks/pre-push"; exit 1; }
[ -n "$(git config core.hooksPath)" ] || { echo "HINT: Git does not use .githooks for hooks yet: git config core.hooksPath .githooks"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
git clone -q --bare /srv/git/invoice-tool.git "$tmp/remote.git" 2>/dev/null
cp -a $repo "$tmp/r" && cd "$tmp/r" || exit 1
git reset -q 2>/dev/null
git remote set-url origin "$tmp/remote.git"
# The same test script both times; only its data decides whether the tests pass, and each run
# leaves a line in a file outside the repository, so the hook must really run the tests.
printf '#!/bin/bash\necho ran >> %s/ran\n[ "$(cat "$(dirname "$0")/lab-data")" = 42 ]\n' "$tmp" > tests/run-tests.sh
echo 41 > tests/lab-data
git add tests && git commit -q --no-verify -m "lab check: failing tests"
if timeout 15 git push -q origin HEAD:main >/dev/null 2>&1; then
  echo "HINT: a push whose tests/run-tests.sh fails was accepted: the pre-push hook should run tests/run-tests.sh and exit non-zero when it fails."
  exit 1
fi
if [ ! -s "$tmp/ran" ]; then
  echo "HINT: the push was refused without running tests/run-tests.sh: the pre-push hook should run the tests and refuse the push only when they fail."
  exit 1
fi
echo 42 > tests/lab-data
git add tests && git commit -q --no-verify -m "lab check: passing tests"
if ! timeout 15 git push -q origin HEAD:main >/dev/null 2>&1; then
  echo "HINT: a push whose tests pass was refused: the pre-push hook should exit 0 when tests/run-tests.sh passes."
  exit 1
fi
if [ "$(wc -l < "$tmp/ran")" -lt 2 ]; then
  echo "HINT: the second push did not run tests/run-tests.sh: the pre-push hook should run the tests before every push."
  exit 1
fi
exit 0
