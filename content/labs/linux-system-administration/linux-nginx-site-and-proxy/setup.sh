#!/bin/bash
set -e
systemctl disable --now nginx >/dev/null 2>&1 || true
mkdir -p /srv/www/shop/css /opt/catalog
cat > /srv/www/shop/index.html <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shikhon Shop</title><link rel="stylesheet" href="/css/site.css"></head>
<body><h1>Shikhon Shop</h1><p>Sarees, panjabis and lungis, delivered across Bangladesh.</p></body></html>
HTML
cat > /srv/www/shop/about.html <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>About us</title></head><body><h1>About us</h1><p>A family shop in Dhaka since 1998.</p></body></html>
HTML
echo 'body { font-family: sans-serif; max-width: 40rem; margin: auto; }' > /srv/www/shop/css/site.css
cat > /opt/catalog/catalog-api.py <<'PY'
#!/usr/bin/env python3
import json
from http.server import BaseHTTPRequestHandler, HTTPServer
PRODUCTS = [{"sku": "SKU-101", "name": "Cotton saree", "price_bdt": 2400}, {"sku": "SKU-114", "name": "Panjabi", "price_bdt": 1850}]
class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        seen = {"path": self.path, "host": self.headers.get("Host"), "x_forwarded_for": self.headers.get("X-Forwarded-For")}
        if self.path == "/products":
            code, body = 200, {"products": PRODUCTS, "request": seen}
        else:
            code, body = 404, {"error": "no such endpoint", "request": seen}
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
    def log_message(self, fmt, *args):
        print("%s %s" % (self.command, self.path), flush=True)
HTTPServer(("127.0.0.1", 5000), Handler).serve_forever()
PY
chmod 755 /opt/catalog/catalog-api.py
cat > /etc/systemd/system/catalog-api.service <<'UNIT'
[Unit]
Description=Catalogue API
[Service]
User=nobody
ExecStart=/usr/bin/python3 /opt/catalog/catalog-api.py
Restart=on-failure
[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
systemctl enable --now catalog-api.service
