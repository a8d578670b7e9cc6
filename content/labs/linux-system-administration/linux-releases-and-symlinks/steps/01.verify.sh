#!/bin/bash
r=/srv/shop/releases/v2
a=/root/shop-v2.tar.gz
if [ ! -d "$r" ]; then echo "HINT: $r does not exist yet."; exit 1; fi
if [ "$(cat "$r/VERSION" 2>/dev/null)" != v2 ]; then echo "HINT: $r/VERSION should say v2; unpack the archive into $r (tar -C)."; exit 1; fi
if [ ! -f "$r/static/site.css" ] || [ ! -f "$r/templates/index.html" ]; then echo "HINT: $r is missing files from the archive."; exit 1; fi
# every file of the archive, unpacked: tar --diff compares content, size, mode and time with the archive
mapfile -t files < <(tar -tvzf "$a" 2>/dev/null | awk '$1 ~ /^-/ {print $NF}')
if [ "${#files[@]}" -eq 0 ]; then echo "HINT: $a cannot be read any more; restart the lab to get it back."; exit 1; fi
if ! diff=$(tar -dzf "$a" -C "$r" "${files[@]}" 2>&1); then echo "HINT: $r does not hold the archive's files as tar unpacks them ($(echo "$diff" | head -n 1)); unpack it with tar -xzf … -C $r."; exit 1; fi
if [ ! -f "$r/config.env" ]; then echo "HINT: copy config.env from release v1 into $r."; exit 1; fi
if ! cmp -s /srv/shop/releases/v1/config.env "$r/config.env"; then echo "HINT: $r/config.env differs from v1's."; exit 1; fi
if [ "$(stat -c '%a %U' "$r/config.env")" != "600 shopapp" ]; then echo "HINT: $r/config.env is $(stat -c '%a %U' "$r/config.env"); it should keep mode 600 and owner shopapp (cp -a)."; exit 1; fi
if [ "$(stat -c %y "$r/config.env")" != "$(stat -c %y /srv/shop/releases/v1/config.env)" ]; then echo "HINT: $r/config.env has a new modification time; copy it in archive mode (cp -a), which keeps owner, mode and times together."; exit 1; fi
exit 0
