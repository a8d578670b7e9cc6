#!/bin/bash
f=/etc/systemd/system/stock-api.service
if [ ! -f "$f" ]; then echo "HINT: $f does not exist yet."; exit 1; fi
if [ "$(systemctl show -p FragmentPath --value stock-api.service)" != "$f" ]; then echo "HINT: systemd has not loaded $f; run systemctl daemon-reload."; exit 1; fi
if [ "$(systemctl show -p NeedDaemonReload --value stock-api.service)" = yes ]; then echo "HINT: $f changed since systemd read it; run systemctl daemon-reload."; exit 1; fi
if [ "$(systemctl show -p User --value stock-api.service)" != stockapp ]; then echo "HINT: the service should run as User=stockapp."; exit 1; fi
if ! systemctl show -p EnvironmentFiles --value stock-api.service | grep -q /etc/stock/stock.env; then echo "HINT: the unit does not load /etc/stock/stock.env (EnvironmentFile=)."; exit 1; fi
if ! systemctl show -p ExecStart --value stock-api.service | grep -q /opt/stock/stock-api.py; then echo "HINT: ExecStart= should run /opt/stock/stock-api.py."; exit 1; fi
if [ "$(systemctl show -p Restart --value stock-api.service)" != on-failure ]; then echo "HINT: set Restart=on-failure so a crash is followed by a restart."; exit 1; fi
if ! grep -q '^WantedBy=multi-user.target' "$f"; then echo "HINT: the [Install] section needs WantedBy=multi-user.target."; exit 1; fi
exit 0
