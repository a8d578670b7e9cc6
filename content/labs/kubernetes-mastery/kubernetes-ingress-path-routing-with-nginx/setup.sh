#!/bin/bash
set -e
# Two backends playing the Services shop-api and shop-web.
mkdir -p /srv/shop-api/api /srv/shop-web/api-docs /root/shop
printf '{"status": "ok", "service": "shop-api"}\n' > /srv/shop-api/api/health
printf '{"orders": [{"id": 1041, "total": 2350}], "service": "shop-api"}\n' > /srv/shop-api/api/orders
cat > /srv/shop-web/index.html <<'HTML'
<!doctype html>
<title>Shop front end</title>
<h1>Shop front end</h1>
HTML
cat > /srv/shop-web/api-docs/index.html <<'HTML'
<!doctype html>
<title>Shop front end: API documentation</title>
<h1>API documentation</h1>
HTML
for unit in shop-api:8081 shop-web:8082; do
  name=${unit%:*}; port=${unit#*:}
  cat > /etc/systemd/system/$name.service <<UNIT
[Unit]
Description=$name backend (plays the Kubernetes Service $name)
After=network.target

[Service]
ExecStart=/usr/bin/python3 -m http.server $port --bind 127.0.0.1 --directory /srv/$name
User=nobody
Restart=on-failure

[Install]
WantedBy=multi-user.target
UNIT
done
systemctl daemon-reload
systemctl enable --now shop-api.service shop-web.service
cat > /root/shop/.yamllint <<'YL'
---
extends: default
rules:
  line-length:
    max: 120
YL
for i in $(seq 1 20); do
  curl -s -m 1 http://127.0.0.1:8081/api/health >/dev/null && curl -s -m 1 http://127.0.0.1:8082/ >/dev/null && break
  sleep 0.5
done
curl -s -m 1 http://127.0.0.1:8081/api/health | grep -q shop-api
curl -s -m 1 http://127.0.0.1:8082/ | grep -q 'Shop front end'
