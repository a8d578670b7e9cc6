#!/bin/bash
repo=/root/report-cli
[ -f $repo/Makefile ] || { echo "HINT: $repo/Makefile does not exist yet."; exit 1; }
if ! make -C $repo -n ci >/dev/null 2>&1; then echo "HINT: make has no ci target yet."; exit 1; fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cp -a $repo "$tmp/r" && cd "$tmp/r" || exit 1
rm -rf dist
printf '#!/bin/bash\nrm -rf $1/tmp\n' > src/lab-bad.sh
if timeout 15 make -s ci >/dev/null 2>&1; then echo "HINT: 'make ci' passes with a lint error: ci should depend on lint, test and build."; exit 1; fi
if ls dist/*.tar.gz >/dev/null 2>&1; then echo "HINT: 'make ci' built an artefact although lint failed: list the stages in order, ci: lint test build."; exit 1; fi
rm src/lab-bad.sh
cp src/report.sh "$tmp/report.sh.good"
sed -i 's/ orders"/ order(s)"/' src/report.sh
if timeout 15 make -s ci >/dev/null 2>&1; then echo "HINT: 'make ci' passes although the tests fail: ci should depend on lint, test and build."; exit 1; fi
if ls dist/*.tar.gz >/dev/null 2>&1; then echo "HINT: 'make ci' built an artefact although the tests failed: list the stages in order, ci: lint test build."; exit 1; fi
cp "$tmp/report.sh.good" src/report.sh
if ! timeout 15 make -s ci >/dev/null 2>&1; then echo "HINT: 'make ci' fails on your code: run it and read the output."; exit 1; fi
ls dist/*.tar.gz >/dev/null 2>&1 || { echo "HINT: 'make ci' does not build the artefact: ci should depend on lint, test and build."; exit 1; }
cd $repo || exit 1
if ! git ls-files --error-unmatch Makefile >/dev/null 2>&1; then echo "HINT: the Makefile is not committed yet."; exit 1; fi
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then echo "HINT: there are uncommitted changes: commit them so the version is not -dirty."; exit 1; fi
if ! git check-ignore -q dist/x.tar.gz; then echo "HINT: dist/ is not ignored by Git yet (.gitignore)."; exit 1; fi
version=$(git describe --tags --always --dirty)
if [ ! -f "dist/report-cli-$version.tar.gz" ]; then echo "HINT: there is no dist/report-cli-$version.tar.gz from the committed code yet: run make clean ci."; exit 1; fi
if ! tar -tzf "dist/report-cli-$version.tar.gz" 2>/dev/null | grep -qx "report-cli-$version/src/report.sh"; then echo "HINT: dist/report-cli-$version.tar.gz is not the archive make build makes: run make clean ci."; exit 1; fi
exit 0
