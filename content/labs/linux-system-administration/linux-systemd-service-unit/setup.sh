#!/bin/bash
set -e
useradd --system --no-create-home --shell /usr/sbin/nologin stockapp
mkdir -p /opt/stock /etc/stock
cat > /opt/stock/stock-api.py <<'PY'
#!/usr/bin/env python3
"""stock-api: answers GET /health and logs products below the stock threshold."""
import binascii, json, os
from http.server import BaseHTTPRequestHandler, HTTPServer

PORT = int(os.environ.get("STOCK_PORT", "8081"))
THRESHOLD = int(os.environ.get("STOCK_THRESHOLD", "5"))
STOCK = {"SKU-101": 40, "SKU-114": 2, "SKU-203": 4, "SKU-250": 19, "SKU-377": 1}

def log(level, text):
    # "<4>" marks a warning and "<6>" information for the journal
    print("<%d>%s" % (level, text), flush=True)

class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"status": "ok", "threshold": THRESHOLD})
        self.send_response(200 if self.path == "/health" else 404)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body.encode())
    def log_message(self, fmt, *args):
        log(6, "%s %s" % (self.command, self.path))

SCAN = binascii.hexlify(os.urandom(4)).decode()  # one id per stock scan, to trace its reports
log(6, "stock-api listening on 127.0.0.1:%d (threshold %d)" % (PORT, THRESHOLD))
for sku, count in STOCK.items():
    if count < THRESHOLD:
        log(4, "%s below threshold: %d left (scan %s)" % (sku, count, SCAN))
HTTPServer(("127.0.0.1", PORT), Handler).serve_forever()
PY
chmod 755 /opt/stock/stock-api.py
printf 'STOCK_PORT=8081\nSTOCK_THRESHOLD=5\n' > /etc/stock/stock.env
chmod 640 /etc/stock/stock.env
