#!/bin/bash
set -e
mkdir -p /opt/shoptools/bin /var/log/shop
cat > /opt/shoptools/bin/shopctl <<'SCRIPT'
#!/bin/bash
echo "shopctl 1.4 - environment: ${SHOP_ENV:-unset}"
[ -n "${SHOP_ENV:-}" ] || { echo "shopctl: SHOP_ENV is not set" >&2; exit 3; }
SCRIPT
chmod 755 /opt/shoptools/bin/shopctl
for i in $(seq 1 50); do echo "2026-11-24T10:$((i % 60)):00+06:00 INFO request $i served"; done > /var/log/shop/app.log
chmod 644 /var/log/shop/app.log
