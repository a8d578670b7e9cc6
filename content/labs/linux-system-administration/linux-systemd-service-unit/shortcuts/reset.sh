#!/bin/bash
# Undoes what this lab's shortcuts may leave behind: tests/labs/lab-content.test.ts runs the
# shortcuts in order on one sandbox and this script between them (docs/labs-format.md).
set -e
# undo what an earlier shortcut left: a copy run by hand, a fake systemctl, the service's restarts
rm -f /usr/local/bin/systemctl; hash -r
pkill -f /opt/stock/stock-api.py || true
systemctl stop stock-api.service 2>/dev/null || true
systemctl reset-failed stock-api.service 2>/dev/null || true
