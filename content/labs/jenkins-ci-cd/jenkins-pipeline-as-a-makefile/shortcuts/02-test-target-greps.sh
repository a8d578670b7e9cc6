#!/bin/bash
# Fake for step 2: step 1 done, then a test target that only checks the test script's text for
# its "ok:" lines instead of running it.
set -e
cd /root/report-cli
sed -i 's|^for file in $(ls $dir/\*.csv); do$|for file in "$dir"/*.csv; do|' src/report.sh
printf '%s\n' 'SHELL := /bin/bash' '.SHELLFLAGS := -euo pipefail -c' '' '.PHONY: lint test' '' 'lint:' '	shellcheck src/*.sh tests/*.sh' '' \
  'test:' '	grep -q "ok: report counts orders per day" tests/test-report.sh' > Makefile
make lint test
