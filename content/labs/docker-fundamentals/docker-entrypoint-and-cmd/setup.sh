#!/bin/bash
set -e
mkdir -p /root/logsum /var/log/shop
cat > /root/logsum/logsum.sh <<'SCRIPT'
#!/bin/sh
# logsum [LEVEL]: counts the lines of one level (default ERROR) in every *.log file under /logs.
level=${1:-ERROR}
files=$(ls /logs/*.log 2>/dev/null | wc -l)
count=$(cat /logs/*.log 2>/dev/null | grep -c " $level ")
echo "$level: $count lines in $files files"
SCRIPT
chmod +x /root/logsum/logsum.sh
{
  echo "2026-11-24T08:00:01Z INFO api started"
  echo "2026-11-24T08:03:12Z WARN slow query: 1.8 s"
  echo "2026-11-24T08:04:40Z ERROR payment provider timeout"
  echo "2026-11-24T08:05:02Z INFO order 50811 paid"
  echo "2026-11-24T08:09:55Z WARN retrying webhook"
} > /var/log/shop/api.log
# The number of warnings differs per machine, so the answer of step 2 comes from running the tool.
{
  echo "2026-11-24T08:00:02Z INFO worker started"
  echo "2026-11-24T08:10:00Z ERROR invoice 7731 failed"
  echo "2026-11-24T08:12:30Z ERROR invoice 7734 failed"
  for i in $(seq 1 $((RANDOM % 9 + 4))); do
    echo "2026-11-24T08:$((14 + i)):00Z WARN queue depth $((100 + i * 20 + RANDOM % 20))"
  done
  echo "2026-11-24T08:40:00Z INFO worker idle"
} > /var/log/shop/worker.log
