#!/bin/bash
if pgrep -f import_products.py >/dev/null; then echo "HINT: the import (import_products.py) is still running; if SIGTERM does not stop it, send SIGKILL."; exit 1; fi
if ! pgrep -f nightly-report.sh >/dev/null; then echo "HINT: the nightly report was killed too; it must keep running (restart the lab)."; exit 1; fi
if ! pgrep -f price-daemon.py >/dev/null; then echo "HINT: the price daemon was killed too; it must keep running (restart the lab)."; exit 1; fi
exit 0
