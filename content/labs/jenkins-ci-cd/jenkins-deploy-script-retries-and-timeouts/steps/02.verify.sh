#!/bin/bash
# Behaviour, not words: a real deploy must return only once staging answers on the new release;
# then, against stand-in servers on the environments' ports, a release that never comes up must
# be retried about once a second and given up after HEALTH_TIMEOUT seconds, and a health endpoint
# that accepts connections but never answers must not hang the script past that limit.
src=/root/shop-deploy/deploy.sh
[ -x $src ] || { echo "HINT: $src is missing or not executable."; exit 1; }
tag="1.8.$((RANDOM % 900 + 100))"
out=$(cd /root/shop-deploy && env -i PATH=/usr/bin:/bin HOME=/root TARGET=staging IMAGE_TAG=$tag timeout 20 ./deploy.sh 2>&1)
rc=$?
if [ $rc -eq 124 ]; then echo "HINT: TARGET=staging IMAGE_TAG=$tag ./deploy.sh was still running after 20 s, although staging starts in about 5."; exit 1; fi
if [ $rc -ne 0 ]; then echo "HINT: TARGET=staging IMAGE_TAG=$tag ./deploy.sh failed (exit $rc): $(echo "$out" | tail -1)"; exit 1; fi
health=$(curl -s -m 2 http://127.0.0.1:8090/healthz)
if ! echo "$health" | grep -q "\"$tag\""; then
  echo "HINT: deploy.sh returned before staging answered on the new release: wait for the health endpoint in a loop (under timeout) before finishing."
  exit 1
fi

limit=6
tmp=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  wait 2>/dev/null
  systemctl start shop-staging.service shop-uat.service 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
mkdir -p "$tmp/bin"
printf '#!/bin/bash\nexit 0\n' >"$tmp/bin/systemctl"
chmod +x "$tmp/bin/systemctl"
systemctl stop shop-staging.service shop-uat.service
# One process, two stand-ins: staging answers at once but always on the old release (the restart
# did not take) and counts the requests; uat accepts every connection and never answers.
python3 - "$tmp/staging.hits" <<'PY2' &
import socket, sys, threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
log = sys.argv[1]
class Old(BaseHTTPRequestHandler):
    def do_GET(self):
        with open(log, "a") as f:
            f.write("hit\n")
        body = b'{"status": "ok", "release": "1.8.1"}\n'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *args):
        pass
def hang():
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("127.0.0.1", 8091))
    s.listen(64)
    held = []
    while True:
        conn, _ = s.accept()
        held.append(conn)
threading.Thread(target=hang, daemon=True).start()
ThreadingHTTPServer(("127.0.0.1", 8090), Old).serve_forever()
PY2
pids+=($!)
for _ in $(seq 1 30); do
  curl -s -m 1 -o /dev/null http://127.0.0.1:8090/healthz && break
  sleep 0.2
done
: >"$tmp/staging.hits"
run() { # target, result file
  local start end rc
  start=$(date +%s%N)
  (cd /root/shop-deploy && env -i PATH="$tmp/bin:/usr/bin:/bin" HOME=/root DEPLOY_ROOT="$tmp/root" HEALTH_TIMEOUT=$limit \
    TARGET=$1 IMAGE_TAG=1.9.$((RANDOM % 900 + 100)) timeout -k 1 $((limit * 3)) ./deploy.sh >/dev/null 2>&1)
  rc=$?
  end=$(date +%s%N)
  echo "$rc $(((end - start) / 100000000))" >"$2"
}
run staging "$tmp/staging.result" &
slow=$!
run uat "$tmp/uat.result" &
hang=$!
wait $slow $hang
read -r rc tenths <"$tmp/staging.result"
hits=$(wc -l <"$tmp/staging.hits")
secs="$((tenths / 10)).$((tenths % 10))"
if [ "$rc" -eq 0 ]; then
  echo "HINT: with HEALTH_TIMEOUT=$limit and a staging that kept answering on the old release, deploy.sh still exited 0 after $secs s: it must fail when the new release does not answer in time."
  exit 1
fi
if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ] || [ "$tenths" -gt $((limit * 25)) ]; then
  echo "HINT: with HEALTH_TIMEOUT=$limit, deploy.sh was still waiting for staging after $secs s: bound the health-check loop with timeout \"\$HEALTH_TIMEOUT\" (the line HEALTH_TIMEOUT=\${HEALTH_TIMEOUT:-30} sets the default)."
  exit 1
fi
if [ "$tenths" -lt $(((limit - 1) * 10)) ]; then
  echo "HINT: with HEALTH_TIMEOUT=$limit, deploy.sh gave up on staging after $secs s: keep retrying until the time limit is reached."
  exit 1
fi
if [ "$hits" -lt 2 ]; then
  echo "HINT: in $secs s deploy.sh asked staging's health endpoint only $hits time(s): retry about once a second until the limit."
  exit 1
fi
if [ "$hits" -gt $((limit * 3)) ]; then
  echo "HINT: in $secs s deploy.sh asked staging's health endpoint $hits times: wait a second between tries (sleep 1) instead of hammering it."
  exit 1
fi
read -r rc tenths <"$tmp/uat.result"
secs="$((tenths / 10)).$((tenths % 10))"
if [ "$rc" -eq 0 ]; then
  echo "HINT: deploy.sh exited 0 for a uat whose health endpoint never answered: it must fail when the check does not pass in time."
  exit 1
fi
if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ] || [ "$tenths" -gt $((limit * 25)) ]; then
  echo "HINT: a health endpoint that accepts the connection but never answers kept deploy.sh waiting for $secs s with HEALTH_TIMEOUT=$limit: the time limit must also cut off a hanging curl (timeout around the whole loop)."
  exit 1
fi
exit 0
