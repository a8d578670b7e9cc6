#!/bin/bash
# Fake: change margin=12 to margin=15 in the daemon's status file by hand instead of sending SIGHUP.
set -e
sed -i 's/margin=12 /margin=15 /' /var/lib/shop/price-daemon.status
grep -q 'margin=15 ' /var/lib/shop/price-daemon.status
