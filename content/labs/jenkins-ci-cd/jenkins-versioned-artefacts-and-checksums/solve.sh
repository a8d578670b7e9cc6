#!/bin/bash
set -e
cd /root/billing-cli
git tag -a v2.4.0 -m "Release 2.4.0"
version=$(git describe --tags --exact-match | sed 's/^v//')
mkdir -p dist
git archive --format=tar.gz --prefix="billing-cli-$version/" -o "dist/billing-cli-$version.tar.gz" "v$version"
(cd dist && sha256sum billing-cli-2.4.0.tar.gz > SHA256SUMS && sha256sum -c SHA256SUMS)
release=/srv/releases/billing-cli/2.4.0
mkdir -p "$release"
cp dist/billing-cli-2.4.0.tar.gz dist/SHA256SUMS "$release/"
jq -n --arg version 2.4.0 \
      --arg commit "$(git rev-parse 'v2.4.0^{commit}')" \
      --arg sha256 "$(sha256sum dist/billing-cli-2.4.0.tar.gz | cut -d' ' -f1)" \
      '{name: "billing-cli", version: $version, commit: $commit, sha256: $sha256}' > "$release/build-info.json"
chmod 444 "$release"/*
(cd "$release" && sha256sum -c SHA256SUMS)
git archive --format=tar.gz --prefix=billing-cli-2.3.0/ -o /tmp/billing-cli-2.3.0.tar.gz v2.3.0
(cd /tmp && grep billing-cli-2.3.0.tar.gz /srv/releases/billing-cli/2.3.0/SHA256SUMS | sha256sum -c)
install -m 444 /tmp/billing-cli-2.3.0.tar.gz /srv/releases/billing-cli/2.3.0/
cd /srv/releases/billing-cli/2.3.0 && sha256sum -c SHA256SUMS
