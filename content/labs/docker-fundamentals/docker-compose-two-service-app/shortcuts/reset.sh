#!/bin/bash
# Undoes what this lab's shortcuts may leave behind: tests/labs/lab-content.test.ts runs the
# shortcuts in order on one sandbox and this script between them (docs/labs-format.md).
set -e
cd /root/statuspage
# the lab starts with no container or volume: remove what an earlier shortcut left
docker rm -f $(docker ps -aq) >/dev/null 2>&1 || true
docker volume rm -f statuspage_site-data >/dev/null 2>&1 || true
