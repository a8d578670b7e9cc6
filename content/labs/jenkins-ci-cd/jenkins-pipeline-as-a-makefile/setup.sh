#!/bin/bash
set -e
git config --global user.name "Lab Learner"
git config --global user.email "learner@shop.example.com"
git config --global init.defaultBranch main
mkdir -p /root/report-cli/src /root/report-cli/tests /var/lib/shikhon-lab
cd /root/report-cli
git init -q
commit() { GIT_AUTHOR_NAME="Nadia Rahman" GIT_AUTHOR_EMAIL=nadia@shop.example.com GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -m "$2"; }
cat > src/report.sh <<'SH'
#!/bin/bash
# report.sh DIR: print the number of orders in each daily CSV export in DIR.
set -euo pipefail
dir=${1:?usage: report.sh DIR}
for file in $(ls $dir/*.csv); do
  orders=$(($(wc -l <"$file") - 1))
  echo "$(basename "$file" .csv): $orders orders"
done
SH
cat > tests/test-report.sh <<'SH'
#!/bin/bash
# Tests for src/report.sh. Exits non-zero at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'order,amount\n1,500\n2,700\n' >"$tmp/2026-11-01.csv"
printf 'order,amount\n3,900\n' >"$tmp/2026-11-02.csv"
got=$(src/report.sh "$tmp")
expected=$'2026-11-01: 2 orders\n2026-11-02: 1 orders'
if [ "$got" != "$expected" ]; then
  echo "FAIL: report counts orders per day"
  echo "expected:"
  echo "$expected"
  echo "got:"
  echo "$got"
  exit 1
fi
echo "ok: report counts orders per day"
printf 'order,amount\n' >"$tmp/2026-11-03.csv"
if ! src/report.sh "$tmp" | grep -qx '2026-11-03: 0 orders'; then
  echo "FAIL: an empty day has 0 orders"
  exit 1
fi
echo "ok: an empty day has 0 orders"
SH
chmod +x src/report.sh tests/test-report.sh
printf '# report-cli\n\n`src/report.sh DIR` counts the orders in each daily CSV export in DIR.\n' > README.md
git add .
commit 2026-10-20T10:00:00+06:00 "report-cli: count orders per daily export"
git tag -a v0.9.0 -m "Release 0.9.0"
printf '\nTests: `tests/test-report.sh`.\n' >> README.md
git add README.md
commit 2026-11-05T15:30:00+06:00 "Document how to run the tests"
git rev-parse HEAD > /var/lib/shikhon-lab/tests-commit
