#!/bin/bash
set -e
id shopapp >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin shopapp
mkdir -p /srv/shop/data/invoices /backup/shop /var/tmp/shop-cache
echo "order_id,amount_bdt,method" > /srv/shop/data/orders.csv
for i in $(seq 10401 10460); do echo "$i,$(( (i % 40 + 1) * 50 )),bkash" >> /srv/shop/data/orders.csv; done
for i in 1040 1041 1042; do echo "INV-$i" > "/srv/shop/data/invoices/inv-$i.txt"; done
for n in $(seq 1 14); do
  f="/backup/shop/shop-$(date -d "$n days ago" +%F).tar.gz"
  tar -czf "$f" -C /srv/shop data
  touch -d "$n days ago" "$f"
done
chown shopapp:shopapp /var/tmp/shop-cache
