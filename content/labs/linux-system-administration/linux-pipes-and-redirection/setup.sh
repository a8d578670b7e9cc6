#!/bin/bash
set -e
mkdir -p /var/log/shop /etc/shop /var/lib/shikhon-lab
# A different night's log on every machine: the answers are worked out, not looked up.
RANDOM=$(od -An -N2 -tu2 /dev/urandom)
ips=(203.0.113.9 192.0.2.14 203.0.113.52 192.0.2.200 198.51.100.23 203.0.113.77 192.0.2.61)
pages=(/ /products/saree /products/panjabi /cart /checkout /search?q=lungi /static/site.css)
codes=(200 200 200 200 200 304 404 500)
{
  for i in $(seq 1 2400); do
    if (( i % 2 == 0 )); then ip=198.51.100.77; page="/search?q=item$((RANDOM % 500))"; code=200
    else ip=${ips[RANDOM % ${#ips[@]}]}; page=${pages[RANDOM % ${#pages[@]}]}; code=${codes[RANDOM % ${#codes[@]}]}; fi
    printf '%s - - [24/Nov/2026:%02d:%02d:%02d +0600] "GET %s HTTP/1.1" %s %d "-" "Mozilla/5.0"\n' \
      "$ip" $((i / 120)) $(((i / 2) % 60)) $((i % 60)) "$page" "$code" $((200 + RANDOM % 5000))
  done
} > /var/log/shop/access.log
cat > /usr/local/bin/shop-healthcheck <<'SCRIPT'
#!/bin/bash
# For the lab's check: note when this run started and ended and where its output went.
start=$(date +%s.%N)
echo "OK   disk /: 61% used"
echo "ERROR: /srv/shop/uploads is not writable by shopapp" >&2
echo "OK   nginx configuration test passed"
echo "WARN: TLS certificate for shop.example.com expires in 9 days" >&2
echo "OK   database answers on 127.0.0.1:5432"
printf '%s %s %s %s\n' "$start" "$(date +%s.%N)" "$(readlink /proc/$$/fd/1)" "$(readlink /proc/$$/fd/2)" >> /var/lib/shikhon-lab/healthcheck-runs 2>/dev/null
exit 1
SCRIPT
chmod 755 /usr/local/bin/shop-healthcheck
