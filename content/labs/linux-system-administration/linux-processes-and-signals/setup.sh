#!/bin/bash
set -e
groupadd -f shopdev
id tanvir >/dev/null 2>&1 || useradd -m -s /bin/bash -G shopdev tanvir
id shopapp >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin shopapp
mkdir -p /srv/shop/bin /etc/shop /var/lib/shop /var/lib/shikhon-lab
chown shopapp:shopapp /var/lib/shop
cat > /srv/shop/bin/import_products.py <<'PY'
import signal, sys
def ignore(signum, frame):
    print("import: got SIGTERM, finishing batch first", flush=True)
signal.signal(signal.SIGTERM, ignore)
n = 0
while True:
    n += 1
PY
cat > /srv/shop/bin/nightly-report.sh <<'SH'
#!/bin/bash
# builds the sales report: slow, CPU-hungry, and must finish
while true; do
  seq 1 20000 | sha256sum > /dev/null
  sleep 0.2
done
SH
cat > /srv/shop/bin/price-daemon.py <<'PY'
import signal, time, os
CONF = "/etc/shop/prices.conf"
STATUS = "/var/lib/shop/price-daemon.status"
state = {"settings": {}, "loads": 0, "loaded": ""}
def status(*_):
    s = state["settings"]
    with open(STATUS, "w") as f:
        f.write("pid=%d margin=%s currency=%s loaded=%s loads=%d\n" % (os.getpid(), s.get("margin"), s.get("currency"), state["loaded"], state["loads"]))
def load(*_):
    state["settings"] = dict(line.strip().split("=", 1) for line in open(CONF) if "=" in line)
    state["loads"] += 1
    state["loaded"] = time.strftime("%H:%M:%S")
    status()
load()
signal.signal(signal.SIGHUP, load)
# SIGUSR1 rewrites the status file from what the daemon holds in memory (used by monitoring)
signal.signal(signal.SIGUSR1, status)
while True:
    time.sleep(3600)
PY
chmod 755 /srv/shop/bin/*
printf 'currency=BDT\nmargin=12\n' > /etc/shop/prices.conf
chmod 644 /etc/shop/prices.conf
cd /srv/shop
setsid -f setpriv --reuid=tanvir --regid=tanvir --init-groups python3 /srv/shop/bin/import_products.py --file catalogue.csv > /dev/null 2>&1 < /dev/null
setsid -f /srv/shop/bin/nightly-report.sh > /dev/null 2>&1 < /dev/null
setsid -f setpriv --reuid=shopapp --regid=shopapp --clear-groups python3 /srv/shop/bin/price-daemon.py > /dev/null 2>&1 < /dev/null
sleep 1
pgrep -f price-daemon.py > /var/lib/shikhon-lab/price-daemon.pid
pgrep -o -f nightly-report.sh > /var/lib/shikhon-lab/nightly-report.pid
sed -i 's/^margin=12$/margin=15/' /etc/shop/prices.conf
