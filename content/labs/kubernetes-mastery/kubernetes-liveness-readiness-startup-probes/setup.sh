#!/bin/bash
set -e
# probe-check: runs a manifest's probes once, as the kubelet would, against the local app.
cat > /usr/local/bin/probe-check <<'TOOL'
#!/usr/bin/python3
"""probe-check MANIFEST [--only startup|liveness|readiness]

Runs the probes of the first container of a Deployment once, the way the kubelet would, against
the application running on this machine (127.0.0.1 stands in for the Pod's IP). Prints one line
per probe and what the kubelet would do; exits 0 when every probe that was run passed.
"""
import argparse
import sys
import urllib.error
import urllib.request

import yaml

ACTION = {
    "startupProbe": "liveness and readiness wait; after failureThreshold x periodSeconds the container is restarted",
    "livenessProbe": "the kubelet RESTARTS the container after failureThreshold failures",
    "readinessProbe": "the Pod is marked NotReady and removed from the Service's endpoints (no restart)",
}


def main():
    p = argparse.ArgumentParser(prog="probe-check", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("manifest")
    p.add_argument("--only", choices=["startup", "liveness", "readiness"])
    a = p.parse_args()
    try:
        docs = [d for d in yaml.safe_load_all(open(a.manifest)) if isinstance(d, dict)]
    except (OSError, yaml.YAMLError) as err:
        sys.exit(f"probe-check: cannot read {a.manifest}: {err}")
    dep = next((d for d in docs if d.get("kind") == "Deployment"), None)
    if not dep:
        sys.exit(f"probe-check: {a.manifest} holds no Deployment")
    containers = (((dep.get("spec") or {}).get("template") or {}).get("spec") or {}).get("containers") or []
    if not containers:
        sys.exit("probe-check: the Deployment has no containers")
    c = containers[0]
    ports = {}
    for port in c.get("ports") or []:
        ports[port.get("containerPort")] = port.get("containerPort")
        if port.get("name"):
            ports[port["name"]] = port.get("containerPort")
    failed = 0
    ran = 0
    for kind in ("startupProbe", "livenessProbe", "readinessProbe"):
        if a.only and kind != a.only + "Probe":
            continue
        probe = c.get(kind)
        if not probe:
            print(f"{kind:15} not defined")
            continue
        get = probe.get("httpGet")
        if not get:
            print(f"{kind:15} not an httpGet probe: probe-check only runs httpGet probes")
            failed += 1
            continue
        port = ports.get(get.get("port"))
        path = get.get("path", "/")
        if port is None:
            print(f"{kind:15} port {get.get('port')!r} is not a port of the container {sorted(map(str, ports))}: FAIL")
            failed += 1
            continue
        timeout = probe.get("timeoutSeconds", 1)
        period = probe.get("periodSeconds", 10)
        threshold = probe.get("failureThreshold", 3)
        ran += 1
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=timeout) as r:
                status = r.status
        except urllib.error.HTTPError as err:
            status = err.code
        except (urllib.error.URLError, OSError) as err:
            status = f"no answer ({getattr(err, 'reason', err)})"
        ok = isinstance(status, int) and 200 <= status < 400
        budget = f"failureThreshold {threshold} x periodSeconds {period} = {threshold * period} s"
        print(f"{kind:15} GET :{port}{path} -> {status}: {'pass' if ok else 'FAIL'} ({budget})")
        if not ok:
            print(f"{'':15} if this keeps failing, {ACTION[kind]}")
            failed += 1
    return 1 if failed or not ran else 0


if __name__ == "__main__":
    sys.exit(main())
TOOL
chmod 755 /usr/local/bin/probe-check
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
