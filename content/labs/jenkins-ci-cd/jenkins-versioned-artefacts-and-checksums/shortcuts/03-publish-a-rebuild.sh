#!/bin/bash
# Fake for step 3: steps 1 and 2 done, then publish a fresh tar build of the working folder with
# its own checksum and build info, instead of the archive that was built and checked.
set -e
cd /root/billing-cli
git tag -a v2.4.0 -m "Release 2.4.0"
mkdir -p dist
git archive --format=tar.gz --prefix=billing-cli-2.4.0/ -o dist/billing-cli-2.4.0.tar.gz v2.4.0
(cd dist && sha256sum billing-cli-2.4.0.tar.gz > SHA256SUMS)
release=/srv/releases/billing-cli/2.4.0
mkdir -p "$release"
tar -czf "$release/billing-cli-2.4.0.tar.gz" --exclude=.git --exclude=dist --transform 's,^\.,billing-cli-2.4.0,' .
(cd "$release" && sha256sum billing-cli-2.4.0.tar.gz > SHA256SUMS)
jq -n --arg commit "$(git rev-parse 'v2.4.0^{commit}')" --arg sha256 "$(sha256sum "$release/billing-cli-2.4.0.tar.gz" | cut -d' ' -f1)" \
  '{name: "billing-cli", version: "2.4.0", commit: $commit, sha256: $sha256}' > "$release/build-info.json"
chmod 444 "$release"/*
