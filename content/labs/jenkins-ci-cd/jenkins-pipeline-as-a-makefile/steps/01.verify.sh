#!/bin/bash
repo=/root/report-cli
[ -f $repo/Makefile ] || { echo "HINT: $repo/Makefile does not exist yet."; exit 1; }
if ! make -C $repo -n lint >/dev/null 2>&1; then
  echo "HINT: make has no lint target (or the Makefile has an error): run 'make lint' and read the message."
  exit 1
fi
if ! (cd $repo && shellcheck src/*.sh tests/*.sh >/dev/null 2>&1); then
  echo "HINT: shellcheck still reports problems in src/report.sh: loop over \"\$dir\"/*.csv instead of \$(ls ...)."
  exit 1
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cp -a $repo "$tmp/r"
if ! timeout 15 make -s -C "$tmp/r" lint >/dev/null 2>&1; then
  echo "HINT: 'make lint' fails although shellcheck finds nothing: check the recipe (shellcheck src/*.sh tests/*.sh)."
  exit 1
fi
printf '#!/bin/bash\nrm -rf $1/tmp\n' > "$tmp/r/src/lab-bad.sh"
if timeout 15 make -s -C "$tmp/r" lint >/dev/null 2>&1; then
  echo "HINT: 'make lint' passes even with a script that shellcheck rejects in src/: the lint target should run shellcheck src/*.sh tests/*.sh."
  exit 1
fi
exit 0
