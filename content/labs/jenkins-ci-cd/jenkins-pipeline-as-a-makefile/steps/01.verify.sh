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
# The fix must work, not only silence shellcheck: file and folder names with spaces.
mkdir -p "$tmp/daily exports"
printf 'order,amount\n1,500\n2,700\n' > "$tmp/daily exports/2026 11 01.csv"
got=$(cd $repo && timeout 5 bash src/report.sh "$tmp/daily exports" 2>/dev/null)
if [ "$got" != "2026 11 01: 2 orders" ]; then
  echo "HINT: src/report.sh breaks on names with spaces (it printed '$(echo "$got" | head -1)'): let the shell expand \"\$dir\"/*.csv instead of looping over ls, rather than silencing shellcheck."
  exit 1
fi
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
rm "$tmp/r/src/lab-bad.sh"
printf '#!/bin/bash\ncd /tmp/lab-build\necho "built in $PWD"\n' > "$tmp/r/tests/lab-bad.sh"
if timeout 15 make -s -C "$tmp/r" lint >/dev/null 2>&1; then
  echo "HINT: 'make lint' passes even with a script that shellcheck rejects in tests/: the lint target should run shellcheck src/*.sh tests/*.sh."
  exit 1
fi
exit 0
