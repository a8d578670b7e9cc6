#!/bin/bash
a=/root/backups/notes-data.tar.gz
if [ ! -f "$a" ]; then echo "HINT: $a does not exist yet."; exit 1; fi
if ! tar -tzf "$a" 2>/dev/null | grep -q 'notes.txt$'; then echo "HINT: $a is not a gzip tar archive that holds notes.txt."; exit 1; fi
if ! docker volume exists notes-restored; then echo "HINT: there is no volume notes-restored yet: restore the archive into it."; exit 1; fi
want=$(timeout 10 docker run --rm -v notes-data:/data:ro busybox cat /data/notes.txt 2>/dev/null)
got=$(timeout 10 docker run --rm -v notes-restored:/data:ro busybox cat /data/notes.txt 2>/dev/null)
if [ -z "$got" ]; then echo "HINT: the volume notes-restored holds no notes.txt yet."; exit 1; fi
if [ "$got" != "$want" ]; then echo "HINT: notes.txt in notes-restored differs from the one in notes-data: take the backup again, then restore it."; exit 1; fi
exit 0
