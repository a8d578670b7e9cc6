#!/bin/bash
bare=/srv/git/greeter.git
start=$(cat /var/lib/shikhon-lab/main-start)
if [ ! -s /srv/ci/history ]; then echo "HINT: /srv/ci/history is empty: push a commit to main (git push origin main) with the hook in place."; exit 1; fi
ok=""
while read -r n sha result; do
  [ "$result" = SUCCESS ] && [ "$sha" != "$start" ] && git -C $bare merge-base --is-ancestor "$sha" main 2>/dev/null && ok="$n $sha"
done < /srv/ci/history
if [ -z "$ok" ]; then echo "HINT: /srv/ci/history has no SUCCESS line for a commit you pushed to main yet."; exit 1; fi
n=${ok% *}; sha=${ok#* }
if [ ! -s "/srv/ci/builds/$n.log" ]; then echo "HINT: the log /srv/ci/builds/$n.log of build #$n is missing or empty."; exit 1; fi
version=$(git -C $bare describe --tags --always "$sha")
if [ ! -f "/srv/ci/artifacts/greeter-$version.tar.gz" ]; then echo "HINT: the artefact greeter-$version.tar.gz of build #$n is not in /srv/ci/artifacts."; exit 1; fi
if [ -n "$(ls -A /srv/ci/workspace 2>/dev/null)" ]; then echo "HINT: /srv/ci/workspace is not empty: the hook should remove each build's workspace (rm -rf \"\$ws\")."; exit 1; fi
exit 0
