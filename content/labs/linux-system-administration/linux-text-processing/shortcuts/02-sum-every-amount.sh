#!/bin/bash
# Fake: add up every amount per method, failed and retried orders included.
set -e
grep 'status=failed' /var/log/shop/app.log > /root/failed-payments.txt
awk '/amount=/ { split($4, m, "="); split($5, a, "="); total[m[2]] += a[2] } END { for (k in total) print k, total[k] }' /var/log/shop/app.log | sort > /root/revenue.txt
