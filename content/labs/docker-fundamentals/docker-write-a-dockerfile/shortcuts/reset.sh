#!/bin/bash
# Undoes what this lab's shortcuts may leave behind: tests/labs/lab-content.test.ts runs the
# shortcuts in order on one sandbox and this script between them (docs/labs-format.md).
set -e
# back to the lab's start (no container, no status-page image)
for c in draft status; do docker rm -f "$c" >/dev/null 2>&1 || true; done
for i in status-page:1.0 status-page:1.1 status-page:latest; do docker rmi -f "$i" >/dev/null 2>&1 || true; done
