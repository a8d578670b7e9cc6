#!/bin/bash
dir=/srv/envs/production/releases
have=$(ls $dir 2>/dev/null | sort | tr '\n' ' ')
for old in 1.7.9 1.8.0; do
  if [ -e "$dir/$old" ]; then echo "HINT: $dir/$old is still there; keep only 1.8.1 and 1.8.2 (it holds: $have)."; exit 1; fi
done
for keep in 1.8.1 1.8.2; do
  if [ ! -f "$dir/$keep/version.txt" ]; then echo "HINT: $dir/$keep is missing: keep the current release and the one before it for rollback."; exit 1; fi
done
# The rollback release must be whole: exactly what the 1.8.1 artefact holds.
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
tar -xzf /srv/releases/shop-api/1.8.1/shop-api-1.8.1.tar.gz --strip-components=1 -C "$tmp"
if [ -L "$dir/1.8.1" ] || ! diff -r "$tmp" "$dir/1.8.1" >/dev/null 2>&1; then
  echo "HINT: $dir/1.8.1 is not the complete 1.8.1 release any more, so a rollback to it would fail: keep the folder as it was deployed."
  exit 1
fi
if [ "$(readlink /srv/envs/production/current)" != releases/1.8.2 ] && [ "$(readlink /srv/envs/production/current)" != $dir/1.8.2 ]; then
  echo "HINT: production should still run 1.8.2 (current -> releases/1.8.2)."
  exit 1
fi
exit 0
