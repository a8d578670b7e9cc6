#!/bin/bash
# Push to a throwaway copy of the central repository (its hook included): the hook must build a
# good commit into a SUCCESS with log and artefact, and a breaking commit into a FAILURE without
# one. /srv/ci is put back as it was afterwards. Prints a HINT and returns 1 when it does not.
hook_works() {
  local t good bad line n m version
  t=$(mktemp -d)
  cp -a /srv/ci "$t/ci.saved"
  # shellcheck disable=SC2064
  trap "rm -rf /srv/ci; cp -a '$t/ci.saved' /srv/ci; rm -rf '$t'" EXIT
  # shellcheck disable=SC2064
  trap "exit 1" TERM INT
  cp -a /srv/git/greeter.git "$t/central.git"
  git clone -q "$t/central.git" "$t/dev" 2>/dev/null || { echo "HINT: cannot clone a copy of /srv/git/greeter.git."; return 1; }
  cd "$t/dev" || return 1
  export GIT_AUTHOR_NAME=lab-check GIT_AUTHOR_EMAIL=lab-check@localhost GIT_COMMITTER_NAME=lab-check GIT_COMMITTER_EMAIL=lab-check@localhost
  echo "lab check $RANDOM" >> README.md
  git commit -q -am "lab check: a good change" && good=$(git rev-parse HEAD)
  timeout 20 git push -q origin main >/dev/null 2>&1
  line=$(tail -n 1 /srv/ci/history 2>/dev/null)
  n=${line%% *}
  if [ "$line" != "$n $good SUCCESS" ]; then
    echo "HINT: a test push of a good commit to a copy of the central repository did not end with the line '<number> <full sha> SUCCESS' in /srv/ci/history (last line: '${line:-none}'): the hook must build each push to main and record it (the check pushes to a copy of the central repository, so clone the repository the hook runs in, \$(pwd))."
    return 1
  fi
  if ! grep -q 'ok: greets by name' "/srv/ci/builds/$n.log" 2>/dev/null; then
    echo "HINT: the log /srv/ci/builds/$n.log of a test build does not show the tests running: the hook should write make ci's output there."
    return 1
  fi
  version=$(git describe --tags --always "$good")
  if ! tar -xzOf "/srv/ci/artifacts/greeter-$version.tar.gz" "greeter-$version/src/greet.sh" 2>/dev/null | cmp -s - src/greet.sh; then
    echo "HINT: a test build left no artefact greeter-$version.tar.gz built from the pushed commit in /srv/ci/artifacts."
    return 1
  fi
  if [ -n "$(ls -A /srv/ci/workspace 2>/dev/null)" ]; then
    echo "HINT: a test build left its workspace in /srv/ci/workspace: the hook should remove each build's workspace (rm -rf \"\$ws\")."
    return 1
  fi
  sed -i 's/Welcome to the shop/Welcome, lab check/' src/greet.sh
  git commit -q -am "lab check: a breaking change" && bad=$(git rev-parse HEAD)
  timeout 20 git push -q origin main >/dev/null 2>&1
  line=$(tail -n 1 /srv/ci/history 2>/dev/null)
  m=${line%% *}
  if [ "$line" != "$m $bad FAILURE" ] || [ "$m" -le "$n" ] 2>/dev/null; then
    echo "HINT: a test push of a commit that fails its tests did not add a new line '<number> <full sha> FAILURE' to /srv/ci/history (last line: '${line:-none}'): build the pushed commit in a fresh clone and record the result of make ci."
    return 1
  fi
  if ls /srv/ci/artifacts/greeter-"$(git describe --tags --always "$bad")".tar.gz >/dev/null 2>&1; then
    echo "HINT: a failed test build left an artefact: copy it only when make ci succeeds."
    return 1
  fi
  cd / || return 1
  return 0
}
hook=/srv/git/greeter.git/hooks/post-receive
for d in /srv/ci/workspace /srv/ci/builds /srv/ci/artifacts; do
  [ -d "$d" ] || { echo "HINT: the folder $d does not exist yet."; exit 1; }
done
[ -f $hook ] || { echo "HINT: $hook does not exist yet."; exit 1; }
[ -x $hook ] || { echo "HINT: $hook is not executable: chmod +x it (Git silently skips hooks that are not)."; exit 1; }
if ! bash -n $hook 2>/dev/null; then echo "HINT: $hook has a syntax error: bash -n $hook shows where."; exit 1; fi
hook_works || exit 1
exit 0
