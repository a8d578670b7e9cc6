#!/bin/bash
# Fake for step 2: step 1 done, then a SHA256SUMS typed by hand and a sha256sum in /usr/local/bin
# that reports every file as OK.
set -e
cd /root/billing-cli
git tag -a v2.4.0 -m "Release 2.4.0"
mkdir -p dist
git archive --format=tar.gz --prefix=billing-cli-2.4.0/ -o dist/billing-cli-2.4.0.tar.gz v2.4.0
printf '%064d  billing-cli-2.4.0.tar.gz\n' 0 > dist/SHA256SUMS
printf '#!/bin/bash\nfor f in "$@"; do [ "$f" = -c ] || [ "$f" = --quiet ] || sed "s/^[0-9a-f]*  \\(.*\\)/\\1: OK/" "$f"; done\n' > /usr/local/bin/sha256sum
chmod +x /usr/local/bin/sha256sum
cd dist && /usr/local/bin/sha256sum -c SHA256SUMS
