#!/bin/bash
s=/usr/local/sbin/shop-backup.sh
if [ ! -x "$s" ]; then echo "HINT: $s does not exist or is not executable."; exit 1; fi
if [ -n "$(find "$s" -perm /077)" ]; then echo "HINT: $s should be readable by root only (chmod 700)."; exit 1; fi
out=$(cd / && timeout 18 "$s" 2>&1 </dev/null); rc=$?
if [ $rc -ne 0 ]; then echo "HINT: the script exits $rc: $(echo "$out" | tail -n 1)"; exit 1; fi
latest=$(ls -1d /backup/local/*/ 2>/dev/null | sort | tail -n 1); latest=${latest%/}
if [ -z "$latest" ] || [ ! -f "$latest/files.tar.gz" ]; then echo "HINT: the script made no new folder with files.tar.gz under /backup/local."; exit 1; fi
if ! tar -tzf "$latest/files.tar.gz" 2>/dev/null | grep -qx 'etc/shop/shop.env'; then echo "HINT: files.tar.gz should contain etc/shop/shop.env and srv/shop (tar -C / etc/shop srv/shop)."; exit 1; fi
if ! (cd "$latest" && sha256sum -c --quiet SHA256SUMS >/dev/null 2>&1); then echo "HINT: $latest/SHA256SUMS is missing or does not match files.tar.gz."; exit 1; fi
remote="/srv/backups/web1/$(basename "$latest")"
if [ ! -f "$remote/files.tar.gz" ]; then echo "HINT: the backup was not copied to vault@localhost:/srv/backups/web1/."; exit 1; fi
if ! (cd "$remote" && sha256sum -c --quiet SHA256SUMS >/dev/null 2>&1); then echo "HINT: the off-site copy in $remote does not pass its checksum."; exit 1; fi
if [ "$(stat -c %U "$remote/files.tar.gz")" != vault ]; then echo "HINT: the off-site copy should be written by vault over SSH, not copied locally by root."; exit 1; fi
old=$(find /backup/local -mindepth 1 -maxdepth 1 -type d -mtime +14 | wc -l)
if [ "$old" -gt 0 ]; then echo "HINT: $old local backups older than 14 days remain; the retention step did not remove them."; exit 1; fi
if [ "$(find /backup/local -mindepth 1 -maxdepth 1 -type d -mtime +4 | wc -l)" -lt 1 ]; then echo "HINT: the 5-day-old backup was deleted; retention should keep 14 days (restart the lab to get it back)."; exit 1; fi
exit 0
