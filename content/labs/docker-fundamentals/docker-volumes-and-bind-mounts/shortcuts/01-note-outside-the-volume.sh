#!/bin/bash
# Fake: create the volume, but write the note into the container's own layer, not into the volume.
set -e
docker volume create notes-data
docker run --name notes-writer -v notes-data:/data busybox sh -c 'echo "2026-11-24 restock shelf B" >> /notes.txt'
