#!/bin/bash
set -e
useradd -m -s /bin/bash vault
echo 'vault:Vault-2026' | chpasswd
mkdir -p /srv/backups/web1 && chown vault:vault /srv/backups/web1
mkdir -p /etc/shop /srv/shop/uploads /backup/local
printf 'DATABASE_URL=postgresql://shop:change-me@127.0.0.1:5432/shop\nSHOP_CURRENCY=BDT\n' > /etc/shop/shop.env
chmod 600 /etc/shop/shop.env
printf 'print("shop")\n' > /srv/shop/app.py
for i in 1 2 3; do head -c 200000 /dev/urandom > "/srv/shop/uploads/product-$i.jpg"; done
for age in 20 16 5 2; do
  d="/backup/local/$(date -d "$age days ago" +%F)_020000"
  mkdir -p "$d"; echo "old backup" > "$d/files.tar.gz"
  touch -d "$age days ago" "$d/files.tar.gz" "$d"
done
systemctl enable --now ssh >/dev/null 2>&1
