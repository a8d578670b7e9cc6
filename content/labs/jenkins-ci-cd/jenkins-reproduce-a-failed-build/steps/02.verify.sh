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
  out=$(env -i PATH=/usr/bin:/bin HOME=/tmp ${tz:+TZ=$tz} timeout 15 make -s ci 2>&1)
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
# Any receipt, in any caller's zone, shows Dhaka time (computed here, not taken from the tests).
for run in "UTC 1795500000" "America/New_York $((1790000000 + RANDOM * 97))" "Asia/Tokyo $((1800000000 + RANDOM * 89))"; do
  tz=${run% *}; epoch=${run#* }
  want="Printed: $(TZ=Asia/Dhaka date -d "@$epoch" '+%Y-%m-%d %H:%M') (Dhaka time)"
  got=$(env -i PATH=/usr/bin:/bin HOME=/tmp TZ=$tz bash src/receipt.sh "$epoch" 10000 2>&1 | grep '^Printed:')
  if [ "$got" != "$want" ]; then
    echo "HINT: src/receipt.sh $epoch run on its own with TZ=$tz prints '$got', not '$want': set the time zone for the date command in the script itself."
    exit 1
  fi
done
exit 0
