#!/bin/bash
# Fake: enable the unit but run the program by hand as stockapp, the way the developer did, instead of starting the service.
set -e
cat > /etc/systemd/system/stock-api.service <<'UNIT'
[Unit]
Description=Stock API (low-stock reports)
After=network.target

[Service]
Type=simple
User=stockapp
Group=stockapp
EnvironmentFile=/etc/stock/stock.env
ExecStart=/usr/bin/python3 /opt/stock/stock-api.py
Restart=on-failure
RestartSec=2s

[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
systemctl enable stock-api.service
setsid -f setpriv --reuid=stockapp --regid=stockapp --clear-groups env STOCK_PORT=8081 STOCK_THRESHOLD=5 python3 /opt/stock/stock-api.py > /dev/null 2>&1 < /dev/null
sleep 2
