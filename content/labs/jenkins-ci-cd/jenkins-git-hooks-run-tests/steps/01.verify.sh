#!/bin/bash
# The checks commit in a throwaway copy: give Git an identity whatever the caller's HOME.
export GIT_AUTHOR_NAME=lab-check GIT_AUTHOR_EMAIL=lab-check@localhost GIT_COMMITTER_NAME=lab-check GIT_COMMITTER_EMAIL=lab-check@localhost
repo=/root/invoice-tool
cd $repo 2>/dev/null || { echo "HINT: $repo is missing."; exit 1; }
hp=$(git config core.hooksPath)
if [ "$hp" != .githooks ] && [ "$hp" != .githooks/ ] && [ "$hp" != "$repo/.githooks" ]; then
  echo "HINT: Git does not use .githooks for hooks yet: git config core.hooksPath .githooks"; exit 1
fi
[ -f .githooks/pre-commit ] || { echo "HINT: .githooks/pre-commit does not exist yet."; exit 1; }
[ -x .githooks/pre-commit ] || { echo "HINT: .githooks/pre-commit is not executable: chmod +x .githooks/pre-commit"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cp -a $repo "$tmp/r" && cd "$tmp/r" || exit 1
git reset -q 2>/dev/null
# Three scripts with different shellcheck findings, one of them outside bin/: each must be refused.
bad=(
  'bin/lab-bad.sh' '#!/bin/bash\nrm -rf $1/tmp\n'
  'bin/lab-list.sh' '#!/bin/bash\nfor f in $(ls ./*.csv); do echo "$f"; done\n'
  'tests/lab-build.sh' '#!/bin/bash\ncd /tmp/lab-build\necho "built in $PWD"\n'
)
before=$(git rev-parse HEAD)
for ((i = 0; i < ${#bad[@]}; i += 2)); do
  file=${bad[i]}
  printf "${bad[i + 1]}" > "$file"
  git add "$file"
  if timeout 15 git commit -q -m "lab check: bad script" >/dev/null 2>&1 || [ "$(git rev-parse HEAD)" != "$before" ]; then
    echo "HINT: a commit of a script that shellcheck rejects ($(head -2 "$file" | tail -1)) was accepted: the pre-commit hook should run shellcheck on the staged .sh files and exit non-zero."
    exit 1
  fi
  git rm -q --cached "$file" && rm -f "$file"
done
printf '#!/bin/bash\nrm -rf "${1:?}/tmp"\n' > bin/lab-bad.sh
git add bin/lab-bad.sh
if ! timeout 15 git commit -q -m "lab check: clean script" >/dev/null 2>&1; then
  echo "HINT: a commit with a clean script was refused: the pre-commit hook should exit 0 when shellcheck finds nothing."
  exit 1
fi
exit 0
