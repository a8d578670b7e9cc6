#!/bin/bash
set -e
# probe-check, which runs a manifest's probes once as the kubelet would, is in the linux image
# (content/labs/images/linux/probe-check).
# The orders application: slow to start; /healthz = process alive, /ready = database reachable.
cat > /usr/local/bin/orders-app <<'PY'
#!/usr/bin/python3
import json, socket, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

time.sleep(6)  # start-up: load configuration and warm the caches


def database_up():
    try:
        with socket.create_connection(("127.0.0.1", 5432), timeout=0.5):
            return True
    except OSError:
        return False


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path == "/healthz":
            code, body = 200, {"status": "alive"}
        elif self.path == "/ready":
            up = database_up()
            code, body = (200, {"status": "ready"}) if up else (503, {"status": "database unreachable"})
        else:
            code, body = 404, {"error": "not found"}
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


ThreadingHTTPServer(("127.0.0.1", 8080), Handler).serve_forever()
PY
chmod 755 /usr/local/bin/orders-app
cat > /etc/systemd/system/orders.service <<'UNIT'
[Unit]
Description=The orders application (plays the Pod)

[Service]
ExecStart=/usr/local/bin/orders-app
User=nobody
Restart=on-failure

[Install]
WantedBy=multi-user.target
UNIT
cat > /etc/systemd/system/orders-db.service <<'UNIT'
[Unit]
Description=The orders database (a TCP listener on 127.0.0.1:5432)

[Service]
ExecStart=/usr/bin/socat TCP-LISTEN:5432,bind=127.0.0.1,fork,reuseaddr OPEN:/dev/null
User=nobody
Restart=on-failure

[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
systemctl enable --now orders-db.service orders.service
mkdir -p /root/orders
cat > /root/orders/.yamllint <<'YL'
---
extends: default
rules:
  line-length:
    max: 120
YL
cat > /root/orders/deployment.yaml <<'YAML'
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: orders
  labels:
    app: orders
spec:
  replicas: 3
  selector:
    matchLabels:
      app: orders
  template:
    metadata:
      labels:
        app: orders
    spec:
      containers:
        - name: orders
          image: registry.example.com/shop/orders:2.1.0
          ports:
            - name: http
              containerPort: 8080
          livenessProbe:
            httpGet:
              path: /ready
              port: http
            initialDelaySeconds: 5
            periodSeconds: 5
            failureThreshold: 3
YAML
for i in $(seq 1 30); do
  curl -s -m 1 http://127.0.0.1:8080/healthz >/dev/null && break
  sleep 0.5
done
curl -s -m 1 http://127.0.0.1:8080/ready | grep -q ready
