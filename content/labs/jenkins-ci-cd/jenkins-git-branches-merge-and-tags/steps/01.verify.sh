#!/bin/bash
cd /root/shop-api 2>/dev/null || { echo "HINT: /root/shop-api is missing."; exit 1; }
base=$(cat /var/lib/shikhon-lab/main-start)
if git rev-parse -q --verify refs/heads/feature/healthcheck >/dev/null; then
  ref=feature/healthcheck
else
  # The branch may already be merged and deleted: find its tip as the merge's second parent.
  ref=$(git log --merges --format='%H %s' main | grep 'feature/healthcheck' | head -1 | cut -d' ' -f1)
  [ -n "$ref" ] && ref="$ref^2"
fi
if [ -z "$ref" ]; then echo "HINT: there is no branch feature/healthcheck yet (git switch -c feature/healthcheck main)."; exit 1; fi
if ! git merge-base --is-ancestor "$base" "$ref"; then echo "HINT: feature/healthcheck should start from main."; exit 1; fi
mode=$(git ls-tree "$ref" healthcheck.sh | awk '{print $1}')
if [ -z "$mode" ]; then echo "HINT: healthcheck.sh is not committed on feature/healthcheck yet (git add, then git commit)."; exit 1; fi
if [ "$mode" != 100755 ]; then echo "HINT: healthcheck.sh is committed without the executable bit: chmod +x healthcheck.sh, git add it and commit again."; exit 1; fi
# Run the committed script against stand-in APIs: it must pass only when /health answers 2xx.
tmp=$(mktemp -d)
trap 'kill $server 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"' EXIT
git show "$ref:healthcheck.sh" >"$tmp/healthcheck.sh"
up=$((20000 + RANDOM % 10000)); down=$((up + 1)); none=$((up + 2))
python3 - $up $down <<'PY2' &
import sys, threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
class Api(BaseHTTPRequestHandler):
    def do_GET(self):
        healthy = self.server.server_port == int(sys.argv[1])
        code = (200 if healthy else 503) if self.path == "/health" else 404
        self.send_response(code)
        self.send_header("Content-Length", "0")
        self.end_headers()
    def log_message(self, *args):
        pass
servers = [ThreadingHTTPServer(("127.0.0.1", int(p)), Api) for p in sys.argv[1:3]]
for s in servers[1:]:
    threading.Thread(target=s.serve_forever, daemon=True).start()
servers[0].serve_forever()
PY2
server=$!
for _ in $(seq 1 25); do curl -s -o /dev/null -m 1 "http://127.0.0.1:$down/" && break; sleep 0.2; done
probe() { env -i PATH=/usr/bin:/bin PORT="$1" timeout 10 bash "$tmp/healthcheck.sh" >/dev/null 2>&1; }
if ! probe $up; then echo "HINT: the committed healthcheck.sh fails although the API on \$PORT answers /health with 200: it should call http://127.0.0.1:\${PORT:-8080}/health."; exit 1; fi
if probe $down; then echo "HINT: the committed healthcheck.sh exits 0 when /health answers 503: make curl fail on HTTP errors (-f) and let its exit code be the script's."; exit 1; fi
if probe $none; then echo "HINT: the committed healthcheck.sh exits 0 when nothing answers on \$PORT: it must fail then."; exit 1; fi
exit 0
