#!/bin/bash
# Undoes what this lab's shortcuts may leave behind: tests/labs/lab-content.test.ts runs the
# shortcuts in order on one sandbox and this script between them (docs/labs-format.md).
set -e
cd /root/shop-ansible
# back to the project as set up (an earlier shortcut may have moved files)
git reset -q --hard && git clean -fdq
