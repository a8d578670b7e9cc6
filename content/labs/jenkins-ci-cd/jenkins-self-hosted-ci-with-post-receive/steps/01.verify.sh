#!/bin/bash
hook=/srv/git/greeter.git/hooks/post-receive
for d in /srv/ci/workspace /srv/ci/builds /srv/ci/artifacts; do
  [ -d "$d" ] || { echo "HINT: the folder $d does not exist yet."; exit 1; }
done
[ -f $hook ] || { echo "HINT: $hook does not exist yet."; exit 1; }
[ -x $hook ] || { echo "HINT: $hook is not executable: chmod +x it (Git silently skips hooks that are not)."; exit 1; }
if ! bash -n $hook 2>/dev/null; then echo "HINT: $hook has a syntax error: bash -n $hook shows where."; exit 1; fi
if ! grep -q 'make' $hook || ! grep -q 'history' $hook; then
  echo "HINT: the hook should run make ci in a fresh clone and append the result to /srv/ci/history."
  exit 1
fi
exit 0
