#!/bin/bash
# Fake for step 2: step 1 done, then a pre-push hook that names tests/run-tests.sh but only reads
# its text (refuses when it contains "FAIL") instead of running it.
set -e
cd /root/invoice-tool
mkdir -p .githooks
git config core.hooksPath .githooks
cat > .githooks/pre-commit <<'SH'
#!/bin/bash
set -euo pipefail
files=$(git diff --cached --name-only --diff-filter=ACM -- '*.sh')
[ -z "$files" ] && exit 0
# shellcheck disable=SC2086
shellcheck $files
SH
cat > .githooks/pre-push <<'SH'
#!/bin/bash
# pre-push: tests/run-tests.sh
if grep -q 'exit 1' tests/run-tests.sh; then
  echo "pre-push: tests failed, push refused" >&2
  exit 1
fi
exit 0
SH
chmod +x .githooks/pre-commit .githooks/pre-push
