#!/bin/bash
# Fake for step 1: silence shellcheck with a disable comment instead of fixing the loop, and a
# real lint target.
set -e
cd /root/report-cli
sed -i 's|^for file in $(ls $dir/\*.csv); do$|# shellcheck disable=SC2045,SC2086\n&|' src/report.sh
printf '%s\n' 'SHELL := /bin/bash' '.SHELLFLAGS := -euo pipefail -c' '' '.PHONY: lint' '' 'lint:' '	shellcheck src/*.sh tests/*.sh' > Makefile
make lint
