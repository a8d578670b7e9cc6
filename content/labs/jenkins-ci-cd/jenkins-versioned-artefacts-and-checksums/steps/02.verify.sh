#!/bin/bash
cd /root/billing-cli/dist 2>/dev/null || { echo "HINT: /root/billing-cli/dist does not exist yet."; exit 1; }
[ -f SHA256SUMS ] || { echo "HINT: /root/billing-cli/dist/SHA256SUMS does not exist yet."; exit 1; }
[ -f billing-cli-2.4.0.tar.gz ] || { echo "HINT: dist/billing-cli-2.4.0.tar.gz is missing."; exit 1; }
line=$(grep 'billing-cli-2.4.0.tar.gz' SHA256SUMS)
if [ -z "$line" ]; then echo "HINT: SHA256SUMS has no line for billing-cli-2.4.0.tar.gz."; exit 1; fi
if echo "$line" | grep -q '/'; then echo "HINT: the file name in SHA256SUMS includes a folder: run sha256sum from inside dist/."; exit 1; fi
if [ "${line%% *}" != "$(sha256sum billing-cli-2.4.0.tar.gz | cut -d' ' -f1)" ]; then echo "HINT: the checksum in SHA256SUMS does not match the file: run sha256sum again after the last build."; exit 1; fi
if ! sha256sum -c --quiet SHA256SUMS >/dev/null 2>&1; then echo "HINT: sha256sum -c SHA256SUMS fails in dist/."; exit 1; fi
exit 0
