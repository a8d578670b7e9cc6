#!/bin/bash
# Fake for step 3: steps 1 and 2 done, then a failed build and a green one written into the
# history by hand instead of pushing a breaking commit and its fix.
set -e
mkdir -p /srv/ci/workspace /srv/ci/builds /srv/ci/artifacts
cat > /srv/git/greeter.git/hooks/post-receive <<'SH'
#!/bin/bash
# A tiny CI server: build every push to main in a fresh workspace and record the result.
set -uo pipefail
unset GIT_DIR # Git sets it for hooks; a clone inside the hook must not inherit it
repo=$(pwd)
zero=0000000000000000000000000000000000000000
while read -r old new ref; do
  [ "$ref" = refs/heads/main ] || continue
  [ "$new" = "$zero" ] && continue # main was deleted: nothing to build
  n=$(($(cat /srv/ci/last-build 2>/dev/null || echo 0) + 1))
  echo "$n" >/srv/ci/last-build
  ws=$(mktemp -d "/srv/ci/workspace/build-$n.XXXX")
  log=/srv/ci/builds/$n.log
  echo "CI: build #$n of ${new:0:7} (was ${old:0:7}) started, log: $log"
  if git clone -q "$repo" "$ws" && git -C "$ws" checkout -q "$new" && make -C "$ws" ci >"$log" 2>&1; then
    result=SUCCESS
    cp "$ws"/dist/*.tar.gz /srv/ci/artifacts/
  else
    result=FAILURE
    tail -n 5 "$log"
  fi
  echo "$n $new $result" >>/srv/ci/history
  rm -rf "$ws"
  echo "CI: build #$n: $result"
done
SH
chmod +x /srv/git/greeter.git/hooks/post-receive
cd /root/greeter
echo 'Run `make ci` before you push; the central repository builds every push to main.' >> README.md
git commit -q -am "Explain the CI setup in the README"
git push -q origin main
start=$(git rev-parse HEAD~1)
echo "2 $start FAILURE" >> /srv/ci/history
echo "make: *** [Makefile:15: test] Error 1" > /srv/ci/builds/2.log
echo "3 $(git rev-parse HEAD) SUCCESS" >> /srv/ci/history
echo 3 > /srv/ci/last-build
