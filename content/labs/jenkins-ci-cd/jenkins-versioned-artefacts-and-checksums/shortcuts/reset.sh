#!/bin/bash
# Undoes what this lab's shortcuts may leave behind: tests/labs/lab-content.test.ts runs the
# shortcuts in order on one sandbox and this script between them (docs/labs-format.md).
set -e
cd /root/billing-cli
# back to the lab's start (no v2.4.0, no dist/, no 2.4.0 release, no tool of an earlier shortcut)
git tag -d v2.4.0 >/dev/null 2>&1 || true
git config --unset tar.tar.gz.command || true
rm -rf dist /usr/local/bin/sha256sum /srv/releases/billing-cli/2.4.0
hash -r
