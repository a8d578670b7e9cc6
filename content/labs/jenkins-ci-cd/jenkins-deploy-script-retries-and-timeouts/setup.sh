#!/bin/bash
set -e
mkdir -p /root/shop-deploy /srv/deploy/staging /srv/deploy/uat
# The application: takes a few seconds to start, then reports its release on /healthz.
cat > /usr/local/bin/shop-app <<'PY'
#!/usr/bin/python3
import json, sys, time
from http.server import BaseHTTPRequestHandler, HTTPServer

target, port = sys.argv[1], int(sys.argv[2])
time.sleep(4)  # start-up: load configuration, warm caches, connect to the database
try:
    release = open(f"/srv/deploy/{target}/release").read().strip()
except OSError:
    release = "none"

class Health(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path != "/healthz":
            self.send_error(404)
            return
        body = json.dumps({"status": "ok", "release": release}).encode() + b"\n"
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass

HTTPServer(("127.0.0.1", port), Health).serve_forever()
PY
chmod 755 /usr/local/bin/shop-app
for env in staging:8090 uat:8091; do
  name=${env%:*}; port=${env#*:}
  echo 1.8.1 > /srv/deploy/$name/release
  cat > /etc/systemd/system/shop-$name.service <<UNIT
[Unit]
Description=The shop application ($name)

[Service]
ExecStart=/usr/local/bin/shop-app $name $port
User=nobody
Restart=on-failure

[Install]
WantedBy=multi-user.target
UNIT
done
systemctl daemon-reload
systemctl enable --now shop-staging.service shop-uat.service
cat > /root/shop-deploy/deploy.sh <<'SH'
#!/bin/bash
# deploy.sh: deploy the release IMAGE_TAG to the environment TARGET.
# Jenkins calls it as sh './deploy.sh' with the job's parameters TARGET and IMAGE_TAG set.
DEPLOY_ROOT=${DEPLOY_ROOT:-/srv/deploy} # tests point this at a scratch folder
echo "deploy.sh: deploying $IMAGE_TAG to $TARGET"
mkdir -p "$DEPLOY_ROOT/$TARGET"
echo "$IMAGE_TAG" >"$DEPLOY_ROOT/$TARGET/release"
systemctl restart "shop-$TARGET.service"
echo "done"
SH
chmod 755 /root/shop-deploy/deploy.sh
