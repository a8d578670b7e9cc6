#!/bin/bash
set -e
git config --global user.name "Lab Learner"
git config --global user.email "learner@shop.example.com"
git config --global init.defaultBranch main
mkdir -p /srv/git /srv/ci/builds /var/lib/shikhon-lab
git init -q --bare /srv/git/price-list.git
git clone -q /srv/git/price-list.git /root/price-list 2>/dev/null
cd /root/price-list
mkdir -p config src tests
printf '# Secrets and machine-specific settings never go into Git.\n*.env\n' > .gitignore
echo 'VAT_PERCENT=15' > config/rates.env
echo 'DB_PASSWORD=only-on-this-laptop' > config/database.env
cat > src/price.sh <<'SH'
#!/bin/bash
# price.sh AMOUNT: the net amount (paisa), the VAT and the total in taka.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=/dev/null
. config/rates.env
net=${1:?usage: price.sh AMOUNT_IN_PAISA}
vat=$((net * VAT_PERCENT / 100))
total=$((net + vat))
printf 'Net: %d.%02d, VAT %d%%: %d.%02d, Total: %d.%02d BDT\n' \
  $((net / 100)) $((net % 100)) "$VAT_PERCENT" $((vat / 100)) $((vat % 100)) $((total / 100)) $((total % 100))
SH
cat > src/receipt.sh <<'SH'
#!/bin/bash
# receipt.sh EPOCH AMOUNT: a receipt printed at EPOCH (seconds since 1970) for AMOUNT paisa.
set -euo pipefail
epoch=${1:?usage: receipt.sh EPOCH AMOUNT_IN_PAISA}
printed=$(date -d "@$epoch" '+%Y-%m-%d %H:%M')
echo "Shikhon Shop receipt"
echo "Printed: $printed (Dhaka time)"
"$(dirname "$0")/price.sh" "${2:?usage: receipt.sh EPOCH AMOUNT_IN_PAISA}"
SH
cat > tests/run-tests.sh <<'SH'
#!/bin/bash
# Tests for price-list. Exits 1 if any test fails.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
failed=0
expect() { # name, expected line, command...
  local name=$1 want=$2 out got
  shift 2
  out=$("$@" 2>&1)
  got=$(echo "$out" | grep -F "${want%%:*}:" | head -1)
  if [ "$got" = "$want" ]; then
    echo "ok: $name"
  else
    echo "FAIL: $name: expected '$want', got '$got'"
    while IFS= read -r line; do echo "    $line"; done <<<"$out"
    failed=1
  fi
}
expect "price with VAT" "Net: 100.00, VAT 15%: 15.00, Total: 115.00 BDT" src/price.sh 10000
expect "receipt time" "Printed: 2026-11-24 12:00 (Dhaka time)" src/receipt.sh 1795500000 10000
exit $failed
SH
chmod +x src/*.sh tests/run-tests.sh
printf '%s\n' \
  '# The pipeline for price-list: Jenkins runs `make ci` in a fresh clone.' \
  'SHELL := /bin/bash' \
  '.SHELLFLAGS := -euo pipefail -c' \
  '' \
  '.PHONY: ci lint test' \
  '' \
  'ci: lint test' \
  '' \
  'lint:' \
  '	shellcheck src/*.sh tests/*.sh' \
  '' \
  'test:' \
  '	tests/run-tests.sh' > Makefile
printf '# price-list\n\nPrices with VAT and printed receipts for the shop.\n' > README.md
git add .
GIT_AUTHOR_NAME="Nadia Rahman" GIT_AUTHOR_EMAIL=nadia@shop.example.com git commit -q -m "price-list: prices with VAT and receipts"
git push -q origin main 2>/dev/null
git rev-parse HEAD:tests/run-tests.sh > /var/lib/shikhon-lab/tests-blob
echo 'export TZ=Asia/Dhaka # the shop and its developers are in Dhaka' >> /root/.bashrc
sha=$(git rev-parse --short HEAD)
cat > /srv/ci/builds/57.log <<LOG
Started by GitHub push by nadia-rahman
Obtained Jenkinsfile from git https://github.com/shikhon-shop/price-list.git
Running on agent-linux-03 in /home/jenkins/workspace/price-list_main
[Pipeline] { (Checkout)
 > git checkout -f $sha
[Pipeline] { (CI)
+ make ci
shellcheck src/*.sh tests/*.sh
tests/run-tests.sh
FAIL: price with VAT: expected 'Net: 100.00, VAT 15%: 15.00, Total: 115.00 BDT', got ''
    src/price.sh: line 6: config/rates.env: No such file or directory
FAIL: receipt time: expected 'Printed: 2026-11-24 12:00 (Dhaka time)', got 'Printed: 2026-11-24 06:00 (Dhaka time)'
    Shikhon Shop receipt
    Printed: 2026-11-24 06:00 (Dhaka time)
    src/price.sh: line 6: config/rates.env: No such file or directory
make: *** [Makefile:13: test] Error 1
[Pipeline] End of Pipeline
ERROR: script returned exit code 2
Finished: FAILURE
LOG
