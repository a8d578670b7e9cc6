#!/bin/bash
set -e
cd /root/report-cli
sed -i 's|^for file in $(ls $dir/\*.csv); do$|for file in "$dir"/*.csv; do|' src/report.sh
printf '%s\n' \
  '# The CI pipeline for report-cli. `make ci` runs every stage in order.' \
  'SHELL := /bin/bash' \
  '.SHELLFLAGS := -euo pipefail -c' \
  'VERSION := $(shell git describe --tags --always --dirty)' \
  'ARTIFACT := dist/report-cli-$(VERSION).tar.gz' \
  '' \
  '.PHONY: ci lint test build clean' \
  '' \
  'ci: lint test build' \
  '' \
  'lint:' \
  '	shellcheck src/*.sh tests/*.sh' \
  '' \
  'test:' \
  '	tests/test-report.sh' \
  '' \
  'build:' \
  '	mkdir -p dist' \
  "	tar -czf \$(ARTIFACT) --transform 's,^,report-cli-\$(VERSION)/,' src README.md" \
  '	@echo "built $(ARTIFACT)"' \
  '' \
  'clean:' \
  '	rm -rf dist' > Makefile
make lint
echo 'dist/' > .gitignore
git add Makefile .gitignore src/report.sh
git commit -m "Add the CI pipeline as make targets: lint, test, build"
make clean ci
ls dist/
