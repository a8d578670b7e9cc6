#!/bin/bash
# Fake: the unit without its [Install] header, so WantedBy= lands in [Service] where systemd ignores it (a grep still finds it).
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
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
