#!/bin/bash
# Loads the images a Docker lab starts from (there is no registry to pull from): busybox from
# Debian's static build, and debian:bookworm-slim from this machine's own root file system.
set -euo pipefail
work=$(mktemp -d)
mkdir -p "$work/busybox/bin"
cp /bin/busybox "$work/busybox/bin/busybox"
for applet in $(/bin/busybox --list); do ln -sf busybox "$work/busybox/bin/$applet"; done
mkdir -p "$work/busybox/etc" "$work/busybox/tmp" "$work/busybox/var/www"
echo 'root:x:0:0:root:/root:/bin/sh' > "$work/busybox/etc/passwd"
echo 'root:x:0:' > "$work/busybox/etc/group"
tar -C "$work/busybox" -c . | podman import --change 'CMD ["sh"]' - docker.io/library/busybox:latest
tar -C / --exclude=./proc --exclude=./sys --exclude=./dev --exclude=./run --exclude=./tmp \
    --exclude=./var/lib/containers --exclude=./usr/share/doc --exclude=./usr/share/man \
    --exclude=./usr/lib/x86_64-linux-gnu/podman --exclude=./usr/bin/podman --exclude=./var/cache \
    -c . | podman import --change 'CMD ["bash"]' - docker.io/library/debian:bookworm-slim
rm -rf "$work"
