#!/bin/bash
# Undoes what this lab's shortcuts may leave behind: tests/labs/lab-content.test.ts runs the
# shortcuts in order on one sandbox and this script between them (docs/labs-format.md).
set -e
# back to the lab's start (no container or volume; the page says 09:00-17:00)
for c in notes-writer site; do docker rm -f "$c" >/dev/null 2>&1 || true; done
for v in notes-data notes-restored; do docker volume rm -f "$v" >/dev/null 2>&1 || true; done
sed -i 's/08:00-18:00/09:00-17:00/' /srv/site/index.html
rm -rf /root/backups /root/copy
