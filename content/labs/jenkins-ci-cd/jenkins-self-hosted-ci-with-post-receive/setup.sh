#!/bin/bash
set -e
git config --global user.name "Lab Learner"
git config --global user.email "learner@shop.example.com"
git config --global init.defaultBranch main
mkdir -p /srv/git /var/lib/shikhon-lab
git init -q --bare /srv/git/greeter.git
work=$(mktemp -d)
git clone -q /srv/git/greeter.git "$work/greeter" 2>/dev/null
cd "$work/greeter"
mkdir -p src tests
cat > src/greet.sh <<'SH'
#!/bin/bash
# greet.sh NAME: the greeting the shop's kiosk shows.
set -euo pipefail
name=${1:?usage: greet.sh NAME}
echo "Hello, $name! Welcome to the shop."
SH
cat > tests/test-greet.sh <<'SH'
#!/bin/bash
# Tests for src/greet.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
got=$(src/greet.sh Rahim)
if [ "$got" != "Hello, Rahim! Welcome to the shop." ]; then
  echo "FAIL: greets by name: got '$got'"
  exit 1
fi
echo "ok: greets by name"
if src/greet.sh >/dev/null 2>&1; then
  echo "FAIL: refuses to run without a name"
  exit 1
fi
echo "ok: refuses to run without a name"
SH
chmod +x src/greet.sh tests/test-greet.sh
printf '%s\n' \
  '# The pipeline for greeter. `make ci` runs every stage in order.' \
  'SHELL := /bin/bash' \
  '.SHELLFLAGS := -euo pipefail -c' \
  'VERSION := $(shell git describe --tags --always --dirty)' \
  'ARTIFACT := dist/greeter-$(VERSION).tar.gz' \
  '' \
  '.PHONY: ci lint test build clean' \
  '' \
  'ci: lint test build' \
  '' \
  'lint:' \
  '	shellcheck src/*.sh tests/*.sh' \
  '' \
  'test:' \
  '	tests/test-greet.sh' \
  '' \
  'build:' \
  '	mkdir -p dist' \
  "	tar -czf \$(ARTIFACT) --transform 's,^,greeter-\$(VERSION)/,' src README.md" \
  '	@echo "built $(ARTIFACT)"' \
  '' \
  'clean:' \
  '	rm -rf dist' > Makefile
printf '# greeter\n\nThe greeting on the shop kiosk.\n' > README.md
echo 'dist/' > .gitignore
git add .
GIT_AUTHOR_NAME="Arif Hossain" GIT_AUTHOR_EMAIL=arif@shop.example.com git commit -q -m "greeter: the kiosk greeting with its pipeline"
git tag -a v1.0.0 -m "Release 1.0.0"
git push -q origin main v1.0.0 2>/dev/null
cd /
rm -rf "$work"
git clone -q /srv/git/greeter.git /root/greeter 2>/dev/null
git -C /srv/git/greeter.git rev-parse main > /var/lib/shikhon-lab/main-start
