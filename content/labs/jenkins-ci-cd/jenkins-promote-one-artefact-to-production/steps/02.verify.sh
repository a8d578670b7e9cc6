#!/bin/bash
cur=/srv/envs/production/current
if [ ! -L $cur ]; then echo "HINT: $cur is not a symlink any more: it should be a symlink to releases/1.8.2."; exit 1; fi
target=$(readlink $cur)
if [ "$target" != releases/1.8.2 ] && [ "$target" != /srv/envs/production/releases/1.8.2 ]; then
  echo "HINT: production's current points at $target, not releases/1.8.2."
  exit 1
fi
if [ -e /srv/envs/production/current.new ] || [ -L /srv/envs/production/current.new ]; then echo "HINT: current.new is still there: rename it over current with mv -T."; exit 1; fi
if ! curl -s -m 3 http://127.0.0.1:8080/version.txt | grep -qx 1.8.2; then echo "HINT: http://127.0.0.1:8080/version.txt does not answer 1.8.2."; exit 1; fi
log=/srv/envs/production/DEPLOYS
sum=$(sha256sum /srv/releases/shop-api/1.8.2/shop-api-1.8.2.tar.gz | cut -d' ' -f1)
if ! grep -q "shop-api 1.8.2 sha256=$sum" $log 2>/dev/null; then
  echo "HINT: $log has no line for shop-api 1.8.2 with the artefact's sha256 yet."
  exit 1
fi
# The log is a history: earlier deploys stay, in order, and the new line comes last.
earlier=$(grep -oE '^[^ ]+ shop-api (1\.7\.9|1\.8\.0|1\.8\.1) ' $log | awk '{print $3}' | tr '\n' ' ')
if [ "$earlier" != "1.7.9 1.8.0 1.8.1 " ]; then
  echo "HINT: $log lost earlier deploys (it lists: ${earlier:-none}): append the new line with >>, never overwrite the log."
  exit 1
fi
last=$(tail -n 1 $log)
stamp=${last%% *}
if ! [[ "$last" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z\ shop-api\ 1\.8\.2\ sha256=$sum\ from=staging$ ]] || ! date -d "$stamp" >/dev/null 2>&1; then
  echo "HINT: the last line of $log should record this deploy like the others: <UTC time> shop-api 1.8.2 sha256=<sum> from=staging (date -u +%FT%TZ)."
  exit 1
fi
exit 0
