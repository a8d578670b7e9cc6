#!/bin/bash
bare=/srv/git/greeter.git
[ -s /srv/ci/history ] || { echo "HINT: /srv/ci/history is empty: no build has run yet."; exit 1; }
failed=$(awk '$3 == "FAILURE" {print $1, $2}' /srv/ci/history | tail -1)
if [ -z "$failed" ]; then echo "HINT: no build has failed yet: push a commit that breaks the tests (step 3's sed command)."; exit 1; fi
fn=${failed% *}; fsha=${failed#* }
if ! git -C $bare merge-base --is-ancestor "$fsha" main 2>/dev/null; then echo "HINT: the failed commit is not on the central main: push it, do not only build it locally."; exit 1; fi
if [ ! -s "/srv/ci/builds/$fn.log" ]; then echo "HINT: the log of failed build #$fn is missing."; exit 1; fi
version=$(git -C $bare describe --tags --always "$fsha")
if [ -f "/srv/ci/artifacts/greeter-$version.tar.gz" ]; then echo "HINT: there is an artefact for the failed build #$fn: only successful builds should keep one."; exit 1; fi
last=$(tail -n 1 /srv/ci/history)
tip=$(git -C $bare rev-parse main)
if [ "$last" != "$(awk -v t="$tip" '$2 == t' /srv/ci/history | tail -1)" ] || [ "${last##* }" != SUCCESS ]; then
  echo "HINT: the newest build is not a SUCCESS of the current main ($(echo "$tip" | cut -c1-7)): fix the failure (git revert --no-edit HEAD) and push."
  exit 1
fi
n=${last%% *}
if [ "$n" -le "$fn" ]; then echo "HINT: main has not been built successfully since build #$fn failed."; exit 1; fi
exit 0
