#!/bin/bash
release=/srv/releases/billing-cli/2.4.0
for f in billing-cli-2.4.0.tar.gz SHA256SUMS build-info.json; do
  [ -f "$release/$f" ] || { echo "HINT: $release/$f does not exist yet."; exit 1; }
done
cd $release || exit 1
if ! sha256sum -c --quiet SHA256SUMS >/dev/null 2>&1; then echo "HINT: sha256sum -c SHA256SUMS fails in $release."; exit 1; fi
commit=$(git -C /root/billing-cli rev-parse 'v2.4.0^{commit}' 2>/dev/null)
# The published file must be the build of the tag, byte for byte (git's built-in gzip, whatever
# the repository's or the user's config says).
if ! (cd /root/billing-cli && git -c tar.tar.gz.command='git archive gzip' -c tar.umask=0002 archive --format=tar.gz --prefix=billing-cli-2.4.0/ v2.4.0 2>/dev/null) | cmp -s - billing-cli-2.4.0.tar.gz; then
  echo "HINT: the published billing-cli-2.4.0.tar.gz is not the git archive of v2.4.0: publish the file you built in step 1, not another build."
  exit 1
fi
sum=$(sha256sum billing-cli-2.4.0.tar.gz | cut -d' ' -f1)
if ! jq -e --arg c "$commit" --arg s "$sum" '.name == "billing-cli" and .version == "2.4.0" and .commit == $c and .sha256 == $s' build-info.json >/dev/null 2>&1; then
  echo "HINT: build-info.json should hold name billing-cli, version 2.4.0, the tag's full commit hash and the archive's sha256."
  exit 1
fi
for f in billing-cli-2.4.0.tar.gz SHA256SUMS build-info.json; do
  if [ -n "$(find "$f" -perm /222)" ]; then echo "HINT: $release/$f is still writable: chmod 444 the published files."; exit 1; fi
done
exit 0
