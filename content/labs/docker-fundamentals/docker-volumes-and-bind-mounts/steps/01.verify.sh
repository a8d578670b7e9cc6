#!/bin/bash
if ! docker volume exists notes-data; then echo "HINT: there is no volume named notes-data yet."; exit 1; fi
notes=$(timeout 10 docker run --rm -v notes-data:/data:ro busybox cat /data/notes.txt 2>/dev/null)
if [ -z "$notes" ]; then echo "HINT: the volume notes-data holds no notes.txt with a note yet."; exit 1; fi
exit 0
