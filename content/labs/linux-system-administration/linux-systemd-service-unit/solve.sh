#!/bin/bash
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
systemctl enable --now stock-api.service
sleep 2
journalctl -u stock-api -p warning -o cat > /root/stock-warnings.txt
systemctl kill -s SIGKILL stock-api
sleep 4
