#!/bin/bash
cd /root/billing-cli 2>/dev/null || { echo "HINT: /root/billing-cli is missing."; exit 1; }
if ! git rev-parse -q --verify refs/tags/v2.4.0 >/dev/null; then echo "HINT: there is no tag v2.4.0 yet."; exit 1; fi
if [ "$(git cat-file -t v2.4.0)" != tag ]; then echo "HINT: v2.4.0 is a lightweight tag: recreate it with git tag -a."; exit 1; fi
if [ "$(git rev-parse 'v2.4.0^{commit}')" != "$(cat /var/lib/shikhon-lab/main-start)" ]; then echo "HINT: v2.4.0 should point at the newest commit on main."; exit 1; fi
art=dist/billing-cli-2.4.0.tar.gz
[ -f $art ] || { echo "HINT: /root/billing-cli/$art does not exist yet."; exit 1; }
# The check's own archive: git's built-in gzip, whatever the repository's or the user's config says.
if ! git -c tar.tar.gz.command='git archive gzip' -c tar.umask=0002 archive --format=tar.gz --prefix=billing-cli-2.4.0/ v2.4.0 | cmp -s - $art; then
  echo "HINT: $art is not the git archive of v2.4.0 with the prefix billing-cli-2.4.0/: build it with the git archive command from the step."
  exit 1
fi
exit 0
