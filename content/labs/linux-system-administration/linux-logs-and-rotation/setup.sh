#!/bin/bash
set -e
mkdir -p /opt/shop /etc/shop /var/log/shop
cat > /opt/shop/worker.sh <<'SH'
#!/bin/bash
echo "<6>shop-worker 2.3 starting (queues: emails, invoices, stock)"
echo "<4>queue emails has 120 jobs waiting"
if ! { : 3<>"/dev/tcp/$CACHE_HOST/$CACHE_PORT"; } 2>/dev/null; then
  echo "<3>cannot connect to cache at $CACHE_HOST:$CACHE_PORT: connection refused"
  exit 1
fi
echo "<6>connected to cache at $CACHE_HOST:$CACHE_PORT"
while sleep 20; do echo "<6>processed $((RANDOM % 20)) jobs"; done
SH
chmod 755 /opt/shop/worker.sh
printf '# shop-worker settings\nCACHE_HOST=127.0.0.1\nCACHE_PORT=6380\nQUEUES=emails,invoices,stock\n' > /etc/shop/worker.env
cat > /etc/systemd/system/shop-cache.service <<'UNIT'
[Unit]
Description=Shop cache (stand-in for Redis)
[Service]
ExecStart=/usr/bin/socat TCP-LISTEN:6379,bind=127.0.0.1,fork,reuseaddr SYSTEM:'echo +PONG'
[Install]
WantedBy=multi-user.target
UNIT
cat > /etc/systemd/system/shop-worker.service <<'UNIT'
[Unit]
Description=Shop background worker
After=shop-cache.service
[Service]
EnvironmentFile=/etc/shop/worker.env
ExecStart=/opt/shop/worker.sh
[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
systemctl enable --now shop-cache.service
systemctl enable shop-worker.service
systemctl start shop-worker.service || true
for i in $(seq 1 30000); do echo "203.0.113.$((i % 250)) - - [24/Nov/2026:10:00:00 +0600] \"GET /products/$i HTTP/1.1\" 200 512"; done > /var/log/shop/access.log
for i in $(seq 1 2000); do echo "2026-11-24T10:00:00+06:00 INFO request $i served"; done > /var/log/shop/app.log
: > /var/log/shop/error.log
chmod 640 /var/log/shop/*.log
chown root:adm /var/log/shop/*.log
