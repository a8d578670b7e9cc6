#!/bin/bash
set -e
mkdir -p /var/log/shop /etc/shop
RANDOM=7
methods=(bkash bkash nagad card cod)
msgs=("payment gateway timeout" "insufficient balance" "OTP not confirmed")
{
  for i in $(seq 1 600); do
    ts=$(printf '2026-11-24T%02d:%02d:%02d+06:00' $((8 + i / 60)) $((i % 60)) $(((i * 7) % 60)))
    order=$((10400 + i)); method=${methods[RANDOM % 5]}; amount=$(( (RANDOM % 60 + 2) * 50 ))
    r=$((RANDOM % 20))
    if (( r == 0 )); then echo "$ts ERROR order=$order method=$method amount=$amount status=failed msg=\"${msgs[RANDOM % 3]}\""
    elif (( r == 1 )); then echo "$ts WARN order=$order method=$method amount=$amount status=retry msg=\"slow response from gateway\""
    elif (( r == 2 )); then echo "$ts ERROR worker=mailer msg=\"SMTP connection refused\""
    else echo "$ts INFO order=$order method=$method amount=$amount status=paid"; fi
  done
} > /var/log/shop/app.log
cat > /etc/shop/app.ini <<'INI'
[server]
bind = 127.0.0.1:8000
log_level = debug

[database]
host = 10.20.0.15
port = 5432
name = shop

[cache]
host = 10.20.0.15
port = 6379
INI
