#!/bin/bash
repo=/root/report-cli
[ -f $repo/Makefile ] || { echo "HINT: $repo/Makefile does not exist yet."; exit 1; }
if ! make -C $repo -n test >/dev/null 2>&1; then
  echo "HINT: make has no test target yet."
  exit 1
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cp -a $repo "$tmp/r"
git -C "$tmp/r" checkout -q "$(cat /var/lib/shikhon-lab/tests-commit)" -- tests/test-report.sh
if ! timeout 15 make -s -C "$tmp/r" test >/dev/null 2>&1; then
  echo "HINT: 'make test' fails: run it and read the output (is src/report.sh still correct?)."
  exit 1
fi
# Break the code, not the tests (as the step does): the stage must run the tests and fail.
sed -i 's/ orders"/ order(s)"/' "$tmp/r/src/report.sh"
if timeout 15 make -s -C "$tmp/r" test >/dev/null 2>&1; then
  echo "HINT: 'make test' passes even when src/report.sh prints the wrong text: the test target should run tests/test-report.sh."
  exit 1
fi
exit 0
