#!/bin/bash
# Fake: save every ERROR line (the mail worker's too) instead of the failed payments.
set -e
grep ' ERROR ' /var/log/shop/app.log > /root/failed-payments.txt
