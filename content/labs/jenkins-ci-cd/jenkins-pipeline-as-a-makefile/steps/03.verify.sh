#!/bin/bash
repo=/root/report-cli
[ -f $repo/Makefile ] || { echo "HINT: $repo/Makefile does not exist yet."; exit 1; }
if ! make -C $repo -n build >/dev/null 2>&1; then echo "HINT: make has no build target yet."; exit 1; fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cp -a $repo "$tmp/r" && cd "$tmp/r" || exit 1
rm -rf dist
# A new commit in the copy: the version must follow the commit, not be typed into the Makefile.
GIT_AUTHOR_NAME=lab-check GIT_AUTHOR_EMAIL=lab-check@localhost GIT_COMMITTER_NAME=lab-check GIT_COMMITTER_EMAIL=lab-check@localhost \
  git commit -q --allow-empty -m "lab check: one more commit" || { echo "HINT: cannot commit in a copy of $repo."; exit 1; }
version=$(git describe --tags --always --dirty)
if ! timeout 15 make -s build >/dev/null 2>&1; then echo "HINT: 'make build' fails: run it and read the error."; exit 1; fi
art="dist/report-cli-$version.tar.gz"
if [ ! -f "$art" ]; then
  echo "HINT: after one more commit, 'make build' should create dist/report-cli-<git describe --tags --always --dirty>.tar.gz, here $art (take VERSION from git describe); it made: $(ls dist 2>/dev/null | tr '\n' ' ')"
  exit 1
fi
if ! tar -tzf "$art" 2>/dev/null | grep -qx "report-cli-$version/src/report.sh"; then
  echo "HINT: the archive should hold src/report.sh under the folder report-cli-$version/ (tar --transform)."
  exit 1
fi
mkdir x && tar -xzf "$art" -C x 2>/dev/null
if ! cmp -s "x/report-cli-$version/src/report.sh" src/report.sh || ! cmp -s "x/report-cli-$version/README.md" README.md; then
  echo "HINT: the archive's src/report.sh and README.md are not the repository's files: pack them with tar from the working tree."
  exit 1
fi
exit 0
