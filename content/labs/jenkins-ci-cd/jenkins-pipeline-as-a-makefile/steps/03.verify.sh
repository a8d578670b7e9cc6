#!/bin/bash
repo=/root/report-cli
[ -f $repo/Makefile ] || { echo "HINT: $repo/Makefile does not exist yet."; exit 1; }
if ! make -C $repo -n build >/dev/null 2>&1; then echo "HINT: make has no build target yet."; exit 1; fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cp -a $repo "$tmp/r" && cd "$tmp/r" || exit 1
rm -rf dist
version=$(git describe --tags --always --dirty)
if ! timeout 15 make -s build >/dev/null 2>&1; then echo "HINT: 'make build' fails: run it and read the error."; exit 1; fi
art="dist/report-cli-$version.tar.gz"
if [ ! -f "$art" ]; then
  echo "HINT: 'make build' should create dist/report-cli-<git describe --tags --always --dirty>.tar.gz, here $art; it made: $(ls dist 2>/dev/null | tr '\n' ' ')"
  exit 1
fi
if ! tar -tzf "$art" 2>/dev/null | grep -qx "report-cli-$version/src/report.sh"; then
  echo "HINT: the archive should hold src/report.sh under the folder report-cli-$version/ (tar --transform)."
  exit 1
fi
exit 0
