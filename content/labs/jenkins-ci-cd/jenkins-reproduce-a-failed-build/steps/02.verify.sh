#!/bin/bash
bare=/srv/git/price-list.git
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
git clone -q $bare "$tmp/ws" 2>/dev/null || { echo "HINT: cannot clone $bare."; exit 1; }
cd "$tmp/ws" || exit 1
if [ "$(git rev-parse HEAD:tests/run-tests.sh)" != "$(cat /var/lib/shikhon-lab/tests-blob)" ]; then
  echo "HINT: tests/run-tests.sh was changed: the expected Dhaka time is right, fix src/receipt.sh instead."
  exit 1
fi
for tz in "" America/New_York Asia/Tokyo; do
  out=$(env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/tmp ${tz:+TZ=$tz} timeout 15 make -s ci 2>&1)
  if [ $? -ne 0 ]; then
    fail=$(echo "$out" | grep -m1 -E 'FAIL|No such file|Error' )
    if git -C /root/price-list diff --quiet origin/main -- src/receipt.sh 2>/dev/null && [ -z "$(git -C /root/price-list log origin/main..main --oneline 2>/dev/null)" ]; then
      echo "HINT: a clean build from the central repository fails with TZ='${tz:-unset}': ${fail:-see make ci}"
    else
      echo "HINT: your fix is not in the central repository yet: commit it and git push origin main."
    fi
    exit 1
  fi
done
got=$(env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/tmp TZ=UTC bash src/receipt.sh 1795500000 10000 2>&1 | grep '^Printed:')
if [ "$got" != "Printed: 2026-11-24 12:00 (Dhaka time)" ]; then
  echo "HINT: src/receipt.sh run on its own in UTC prints '$got': set the time zone in the script itself, not only for the build."
  exit 1
fi
exit 0
