#!/bin/bash
f=/etc/systemd/system/stock-api.service
if [ ! -f "$f" ]; then echo "HINT: $f does not exist yet."; exit 1; fi
if [ "$(systemctl show -p FragmentPath --value stock-api.service)" != "$f" ]; then echo "HINT: systemd has not loaded $f; run systemctl daemon-reload."; exit 1; fi
if [ "$(systemctl show -p NeedDaemonReload --value stock-api.service)" = yes ]; then echo "HINT: $f changed since systemd read it; run systemctl daemon-reload."; exit 1; fi
if [ "$(systemctl show -p User --value stock-api.service)" != stockapp ]; then echo "HINT: the service should run as User=stockapp."; exit 1; fi
if ! systemctl show -p EnvironmentFiles --value stock-api.service | grep -q /etc/stock/stock.env; then echo "HINT: the unit does not load /etc/stock/stock.env (EnvironmentFile=)."; exit 1; fi
if ! systemctl show -p ExecStart --value stock-api.service | grep -q /opt/stock/stock-api.py; then echo "HINT: ExecStart= should run /opt/stock/stock-api.py."; exit 1; fi
if [ "$(systemctl show -p Restart --value stock-api.service)" != on-failure ]; then echo "HINT: set Restart=on-failure so a crash is followed by a restart."; exit 1; fi
# what enable would do with this file, tried on a copy in a scratch root (nothing is enabled here)
tmp=$(mktemp -d)
mkdir -p "$tmp/etc/systemd/system"
cp "$f" "$tmp/etc/systemd/system/"
systemctl --root="$tmp" enable stock-api.service >/dev/null 2>&1
hooked=no; [ -L "$tmp/etc/systemd/system/multi-user.target.wants/stock-api.service" ] && hooked=yes
rm -rf "$tmp"
if [ "$hooked" != yes ]; then echo "HINT: systemctl enable would not hook the unit into multi-user.target; it needs WantedBy=multi-user.target in an [Install] section."; exit 1; fi
exit 0
