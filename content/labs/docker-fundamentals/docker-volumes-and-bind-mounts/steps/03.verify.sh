#!/bin/bash
a=/root/backups/notes-data.tar.gz
if [ ! -f "$a" ]; then echo "HINT: $a does not exist yet."; exit 1; fi
entry=$(tar --full-time -tvzf "$a" 2>/dev/null | grep -E '[[:space:]](\./)?notes\.txt$' | head -n 1)
if [ -z "$entry" ]; then echo "HINT: $a is not a gzip tar archive that holds notes.txt."; exit 1; fi
if ! docker volume exists notes-restored; then echo "HINT: there is no volume notes-restored yet: restore the archive into it."; exit 1; fi
# A volume's files, read where the engine keeps them.
file_of() { # volume
  local m
  m=$(docker volume inspect -f '{{.Mountpoint}}' "$1" 2>/dev/null)
  case $m in /var/lib/containers/storage/volumes/*) [ -f "$m/notes.txt" ] && echo "$m/notes.txt" ;; esac
}
src=$(file_of notes-data)
dst=$(file_of notes-restored)
if [ -z "$src" ]; then echo "HINT: the volume notes-data holds no notes.txt any more (step 1)."; exit 1; fi
if [ -z "$dst" ]; then echo "HINT: the volume notes-restored holds no notes.txt yet."; exit 1; fi
name=$(awk '{print $NF}' <<<"$entry")
if ! tar -xzOf "$a" "$name" 2>/dev/null | cmp -s - "$src"; then echo "HINT: notes.txt in $a differs from the one in notes-data: take the backup again, from the volume."; exit 1; fi
if ! cmp -s "$src" "$dst"; then echo "HINT: notes.txt in notes-restored differs from the one in notes-data: restore the archive into it."; exit 1; fi
# tar keeps each file's modification time: a backup and a restore carry the original's.
t_src=$(stat -c %Y "$src")
t_tar=$(date -d "$(awk '{print $4" "$5}' <<<"$entry")" +%s 2>/dev/null)
if [ "$t_tar" != "$t_src" ]; then echo "HINT: $a was not made from the volume notes-data (its notes.txt is a different file): back the volume up with tar from a container that mounts it."; exit 1; fi
if [ "$(stat -c %Y "$dst")" != "$t_src" ]; then echo "HINT: notes-restored was not filled from the archive (its notes.txt is a different file): extract $a into it with tar."; exit 1; fi
exit 0
