#!/bin/bash
set -e
grep 'status=failed' /var/log/shop/app.log > /root/failed-payments.txt
awk '/status=paid/ { split($4, m, "="); split($5, a, "="); total[m[2]] += a[2] } END { for (k in total) print k, total[k] }' /var/log/shop/app.log | sort > /root/revenue.txt
sed -i.bak -e 's/^log_level = debug$/log_level = info/' -e '/^\[database\]/,/^\[/ s/^host = 10\.20\.0\.15$/host = 10.20.0.40/' /etc/shop/app.ini
