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
sum=$(cut -d' ' -f1 /srv/releases/shop-api/1.8.2/SHA256SUMS)
if ! grep -q "shop-api 1.8.2 sha256=$sum" /srv/envs/production/DEPLOYS 2>/dev/null; then
  echo "HINT: /srv/envs/production/DEPLOYS has no line for shop-api 1.8.2 with the artefact's sha256 yet."
  exit 1
fi
exit 0
