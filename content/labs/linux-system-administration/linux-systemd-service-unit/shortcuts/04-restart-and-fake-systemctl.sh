#!/bin/bash
# Fake: a clean systemctl restart instead of a crash, and a systemctl wrapper in /usr/local/bin that reports NRestarts=1.
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
systemctl restart stock-api
cat > /usr/local/bin/systemctl <<'SH'
#!/bin/bash
case "$*" in *NRestarts*) echo 1; exit 0 ;; esac
exec /usr/bin/systemctl "$@"
SH
chmod 755 /usr/local/bin/systemctl
sleep 1
