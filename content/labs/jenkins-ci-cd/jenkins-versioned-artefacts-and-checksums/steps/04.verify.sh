#!/bin/bash
release=/srv/releases/billing-cli/2.3.0
cd $release 2>/dev/null || { echo "HINT: $release is missing."; exit 1; }
if [ "$(sha256sum SHA256SUMS | cut -d' ' -f1)" != "$(cat /var/lib/shikhon-lab/sums-2.3.0)" ]; then
  echo "HINT: SHA256SUMS of 2.3.0 was changed: put back the original line (it is the record of what was released) and repair the archive instead."
  exit 1
fi
if ! sha256sum -c --quiet SHA256SUMS >/dev/null 2>&1; then
  echo "HINT: billing-cli-2.3.0.tar.gz still fails sha256sum -c SHA256SUMS: rebuild it from the tag v2.3.0 with git archive and replace it."
  exit 1
fi
if [ -n "$(find billing-cli-2.3.0.tar.gz -perm /222)" ]; then echo "HINT: the repaired archive is writable: make it read-only (chmod 444)."; exit 1; fi
exit 0
