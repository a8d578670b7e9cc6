#!/bin/bash
# Fake for step 1: a pre-commit hook that looks for the one mistake the step shows (an unquoted
# $1) with grep instead of running shellcheck.
set -e
cd /root/invoice-tool
mkdir -p .githooks
git config core.hooksPath .githooks
cat > .githooks/pre-commit <<'SH'
#!/bin/bash
# shellcheck-style lint of the staged scripts
if git diff --cached -- '*.sh' | grep -qE '^\+.*[^"{]\$1'; then
  echo "pre-commit: SC2086: double quote to prevent globbing and word splitting"
  exit 1
fi
exit 0
SH
chmod +x .githooks/pre-commit
