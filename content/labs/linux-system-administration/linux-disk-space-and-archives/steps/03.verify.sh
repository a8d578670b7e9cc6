#!/bin/bash
a=/backup/db-dump-2026-10.tar.xz
if [ ! -f "$a" ]; then echo "HINT: $a does not exist yet."; exit 1; fi
if ! xz -t "$a" 2>/dev/null; then echo "HINT: $a is not xz-compressed (tar -J)."; exit 1; fi
if ! tar -tJf "$a" | grep -qx 'db-dump-2026-10.sql'; then echo "HINT: $a should contain db-dump-2026-10.sql at its top level (tar -C /root)."; exit 1; fi
want=$(cat /var/lib/shikhon-lab/dump.sha256)
got=$(tar -xJOf "$a" db-dump-2026-10.sql | sha256sum | cut -d' ' -f1)
if [ "$got" != "$want" ]; then echo "HINT: the dump inside $a differs from the original."; exit 1; fi
if [ ! -s /backup/SHA256SUMS ]; then echo "HINT: write the archive's checksum to /backup/SHA256SUMS."; exit 1; fi
if ! (cd /backup && grep -q 'db-dump-2026-10.tar.xz' SHA256SUMS && sha256sum -c --quiet SHA256SUMS >/dev/null 2>&1); then echo "HINT: sha256sum -c /backup/SHA256SUMS does not confirm the archive."; exit 1; fi
if [ -e /root/db-dump-2026-10.sql ]; then echo "HINT: the archive is verified; the original /root/db-dump-2026-10.sql can go now."; exit 1; fi
exit 0
