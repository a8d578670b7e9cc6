#!/bin/bash
set -e
cd /root/invoice-tool
mkdir -p .githooks
git config core.hooksPath .githooks
cat > .githooks/pre-commit <<'SH'
#!/bin/bash
# Lint the shell scripts that are about to be committed.
set -euo pipefail
files=$(git diff --cached --name-only --diff-filter=ACM -- '*.sh')
[ -z "$files" ] && exit 0
echo "pre-commit: shellcheck $files"
# shellcheck disable=SC2086
shellcheck $files
SH
cat > .githooks/pre-push <<'SH'
#!/bin/bash
# Run the test suite before anything leaves this machine.
set -euo pipefail
echo "pre-push: running tests/run-tests.sh"
if ! tests/run-tests.sh; then
  echo "pre-push: tests failed, push refused" >&2
  exit 1
fi
SH
chmod +x .githooks/pre-commit .githooks/pre-push
if git push origin main; then echo "the push should have been refused"; exit 1; fi
sed -i 's/^while IFS=, read -r item qty price; do$/while IFS=, read -r item qty price || [ -n "$item" ]; do/' bin/invoice-total.sh
tests/run-tests.sh
git add bin/invoice-total.sh .githooks
git commit -m "Count the last invoice line when the file has no final newline; share the Git hooks"
git push origin main
