#!/bin/bash
cd /root || exit 1
shop-healthcheck > /root/health.out 2> /root/health.err
awk '{print $1}' /var/log/shop/access.log | sort | uniq -c | sort -rn | head -n 5 | tee /root/top-clients.txt
cat > /etc/shop/maintenance.conf <<'END'
# shown while the shop is down for maintenance
message=Back at 03:00. Orders placed before $CUTOFF are safe.
page=$SHOP_HOME/maintenance.html
END
exit 0
