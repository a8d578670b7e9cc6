#!/bin/bash
rel=/srv/envs/production/releases/1.8.2
art=/srv/releases/shop-api/1.8.2/shop-api-1.8.2.tar.gz
if [ -L $rel ]; then echo "HINT: $rel is a symlink to $(readlink $rel): production needs its own copy, unpacked from the artefact, that nothing in another environment can change."; exit 1; fi
[ -d $rel ] || { echo "HINT: $rel does not exist yet."; exit 1; }
if ! (cd /srv/releases/shop-api/1.8.2 && sha256sum -c --quiet SHA256SUMS >/dev/null 2>&1); then echo "HINT: the artefact in /srv/releases/shop-api/1.8.2 no longer matches its SHA256SUMS."; exit 1; fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
tar -xzf $art --strip-components=1 -C "$tmp"
if ! diff -r "$tmp" $rel >/dev/null 2>&1; then
  if [ -d $rel/shop-api-1.8.2 ]; then
    echo "HINT: $rel holds the archive's top folder shop-api-1.8.2/: unpack again with --strip-components=1."
  else
    echo "HINT: $rel is not exactly the content of shop-api-1.8.2.tar.gz: empty it and unpack the archive again."
  fi
  exit 1
fi
exit 0
