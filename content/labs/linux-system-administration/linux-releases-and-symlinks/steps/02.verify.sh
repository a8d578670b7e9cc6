#!/bin/bash
c=/srv/shop/current
if [ ! -L "$c" ]; then echo "HINT: $c should be a symbolic link, not a real folder."; exit 1; fi
if [ "$(readlink -f "$c")" != /srv/shop/releases/v2 ]; then echo "HINT: $c points to $(readlink "$c"), not to release v2."; exit 1; fi
stray=$(find /srv/shop/releases/v1 /srv/shop/releases/v0 -maxdepth 1 -type l 2>/dev/null | head -n 1)
if [ -n "$stray" ]; then echo "HINT: $stray is a stray link made by ln without -n; remove it."; exit 1; fi
exit 0
