#!/bin/bash
set -e
mkdir -p /srv/shop/uploads /var/log/shop /var/tmp/shop-cache /var/lib/shikhon-lab
seq 1 700000 | awk '{printf "INSERT INTO orders (id, amount_bdt, method) VALUES (%d, %d, %s);\n", $1, ($1 * 37) % 5000 + 100, ($1 % 3 ? "\x27bkash\x27" : "\x27nagad\x27")}' > /root/db-dump-2026-10.sql
sha256sum < /root/db-dump-2026-10.sql | cut -d' ' -f1 > /var/lib/shikhon-lab/dump.sha256
seq 1 500000 | awk '{printf "2026-11-23T%02d:%02d:%02d+06:00 INFO request id=%d path=/products/%d status=200 ms=%d\n", ($1/21000)%24, ($1/350)%60, $1%60, $1, $1%997, $1%300}' > /var/log/shop/app.log.1
sha256sum < /var/log/shop/app.log.1 | cut -d' ' -f1 > /var/lib/shikhon-lab/applog.sha256
# Uploads are stored under generated names, so the big one can only be found by looking.
head -c 22M /dev/urandom > "/srv/shop/uploads/$(od -An -N4 -tx4 /dev/urandom | tr -d ' ')-promo-video.mp4"
head -c 2M /dev/urandom > /srv/shop/uploads/banner.png
for i in $(seq 1 40); do
  echo "cached page $i" > "/var/tmp/shop-cache/page-$i.html"
  if [ "$i" -le 25 ]; then touch -d "$((8 + i)) days ago" "/var/tmp/shop-cache/page-$i.html"; else touch -d "$((i - 25)) hours ago" "/var/tmp/shop-cache/page-$i.html"; fi
done
# What the step's find reports now: the files over 20 MB on the root filesystem.
{ find / -xdev -type f -size +20M 2>/dev/null || true; } | sort > /var/lib/shikhon-lab/big-files
