#!/bin/bash
s=/usr/local/sbin/shop-backup.sh
k=/root/.ssh/backup_ed25519
if [ ! -x "$s" ]; then echo "HINT: $s does not exist or is not executable."; exit 1; fi
if [ -n "$(find "$s" -perm /077)" ]; then echo "HINT: $s should be readable by root only (chmod 700)."; exit 1; fi
# Fresh input for this run: a new upload the archive must hold, a local backup past the retention
# period (30 days old) that must go, and one inside it (10 days old) that must stay.
token="verify-$$-$RANDOM$RANDOM"
upload="/srv/shop/uploads/.$token.txt"
old="/backup/local/$(date -d '30 days ago' +%F)_030000"
kept="/backup/local/$(date -d '10 days ago' +%F)_030000"
mark=$(mktemp)
cleanup() { rm -rf "$upload" "$kept" "$old" "$mark"; }
trap cleanup EXIT
echo "$token" > "$upload"
for d in "$old" "$kept"; do mkdir -p "$d"; echo "old backup" > "$d/files.tar.gz"; done
touch -d '30 days ago' "$old/files.tar.gz" "$old"
touch -d '10 days ago' "$kept/files.tar.gz" "$kept"
touch -d '-1 second' "$mark"
# The copy must go through sshd, logged in as vault with the job's own key, during this run: the
# number of such logins in sshd's journal, before and after (--sync: journald has written down
# every message sent so far, so a login just before the run cannot be counted as one during it).
fp=$(ssh-keygen -lf "$k.pub" 2>/dev/null | awk '{print $2}')
logins() {
  journalctl --sync 2>/dev/null
  journalctl -u ssh -o cat --no-pager 2>/dev/null | grep -cF "Accepted publickey for vault from" | tr -d ' '
}
logins_before=$(logins)
out=$(cd / && timeout 30 "$s" 2>&1 </dev/null); rc=$?
if [ $rc -ne 0 ]; then echo "HINT: the script exits $rc: $(echo "$out" | tail -n 1)"; exit 1; fi
archive=$(find /backup/local -mindepth 2 -maxdepth 2 -name files.tar.gz -newer "$mark" | sort | tail -n 1)
if [ -z "$archive" ]; then echo "HINT: the script made no new folder with files.tar.gz under /backup/local."; exit 1; fi
latest=$(dirname "$archive")
list=$(tar -tzf "$archive" 2>/dev/null)
if ! echo "$list" | grep -qx 'etc/shop/shop.env' || ! echo "$list" | grep -q '^srv/shop/'; then echo "HINT: files.tar.gz should contain etc/shop/shop.env and srv/shop (tar -C / etc/shop srv/shop)."; exit 1; fi
if [ "$(tar -xzOf "$archive" "srv/shop/uploads/.$token.txt" 2>/dev/null)" != "$token" ]; then echo "HINT: the archive does not hold the files of /srv/shop as they are when the script runs; archive them, do not copy an old archive."; exit 1; fi
if ! (cd "$latest" && sha256sum -c --quiet SHA256SUMS >/dev/null 2>&1); then echo "HINT: $latest/SHA256SUMS is missing or does not match files.tar.gz."; exit 1; fi
remote="/srv/backups/web1/$(basename "$latest")"
if [ ! -f "$remote/files.tar.gz" ]; then echo "HINT: the backup was not copied to vault@localhost:/srv/backups/web1/."; exit 1; fi
if ! (cd "$remote" && sha256sum -c --quiet SHA256SUMS >/dev/null 2>&1) || ! cmp -s "$archive" "$remote/files.tar.gz"; then echo "HINT: the off-site copy in $remote does not match this run's backup."; exit 1; fi
if [ "$(stat -c %U "$remote/files.tar.gz")" != vault ]; then echo "HINT: the off-site copy should be written by vault over SSH, not copied locally by root."; exit 1; fi
if [ -z "$fp" ] || [ "$(logins)" -le "$logins_before" ] || ! journalctl -u ssh -o cat --no-pager 2>/dev/null | grep -F "Accepted publickey for vault from" | tail -n 1 | grep -qF "$fp"; then echo "HINT: the script did not log in to vault@localhost over SSH with $k; copy the backup with rsync over SSH (-e \"ssh -i ...\")."; exit 1; fi
if [ -d "$old" ]; then echo "HINT: a local backup 30 days old was still there after the run; the retention step should remove folders older than 14 days."; exit 1; fi
if [ ! -d "$kept" ]; then echo "HINT: the run deleted a local backup 10 days old; retention should keep 14 days."; exit 1; fi
n=$(find /backup/local -mindepth 1 -maxdepth 1 -type d -mtime +14 | wc -l)
if [ "$n" -gt 0 ]; then echo "HINT: $n local backups older than 14 days remain; the retention step did not remove them."; exit 1; fi
exit 0
