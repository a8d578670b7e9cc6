#!/bin/bash
# Loads the images a Docker lab starts from, at image build time (a lab has no registry to pull
# from): `busybox` from Debian's busybox-static, and `debian:bookworm-slim` made by debootstrap
# (minbase, without documentation, the same idea as Docker Hub's slim image).
set -euo pipefail
work=$(mktemp -d)
bb="$work/busybox"
mkdir -p "$bb/bin" "$bb/etc" "$bb/tmp" "$bb/root" "$bb/var/www" "$bb/home"
cp /bin/busybox "$bb/bin/busybox"
for applet in $(/bin/busybox --list); do [ "$applet" = busybox ] || ln -s busybox "$bb/bin/$applet"; done
printf 'root:x:0:0:root:/root:/bin/sh\ndaemon:x:1:1:daemon:/usr/sbin:/bin/false\nnobody:x:65534:65534:nobody:/home:/bin/false\n' > "$bb/etc/passwd"
printf 'root:x:0:\ndaemon:x:1:\nnogroup:x:65534:\n' > "$bb/etc/group"
chmod 1777 "$bb/tmp"
tar -C "$bb" -c . | podman import -q --change 'CMD ["sh"]' - docker.io/library/busybox:latest

slim="$work/slim"
debootstrap --variant=minbase bookworm "$slim" http://deb.debian.org/debian >/dev/null
rm -rf "$slim"/var/cache/apt/archives/*.deb "$slim"/var/lib/apt/lists/* "$slim"/usr/share/doc/* \
       "$slim"/usr/share/man/* "$slim"/usr/share/info/* "$slim"/var/log/*.log
find "$slim/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
tar -C "$slim" --exclude=./proc/* --exclude=./sys/* --exclude=./dev/* -c . \
  | podman import -q --change 'CMD ["bash"]' - docker.io/library/debian:bookworm-slim
podman tag docker.io/library/debian:bookworm-slim docker.io/library/debian:12-slim
rm -rf "$work"
podman images
