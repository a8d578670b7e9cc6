#!/bin/bash
set -e
git config --global user.name "Lab Learner"
git config --global user.email "learner@shop.example.com"
git config --global init.defaultBranch main
mkdir -p /srv/git /var/lib/shikhon-lab
git init -q --bare /srv/git/invoice-tool.git
git clone -q /srv/git/invoice-tool.git /root/invoice-tool 2>/dev/null
cd /root/invoice-tool
mkdir -p bin tests
cat > bin/invoice-total.sh <<'SH'
#!/bin/bash
# invoice-total.sh FILE: add up an invoice CSV (item,quantity,price in paisa) and print the
# total in taka.
set -euo pipefail
total=0
while IFS=, read -r item qty price || [ -n "$item" ]; do
  [ "$item" = item ] && continue # the header line
  total=$((total + qty * price))
done <"$1"
printf 'Total: %d.%02d BDT\n' $((total / 100)) $((total % 100))
SH
cat > tests/run-tests.sh <<'SH'
#!/bin/bash
# Tests for bin/invoice-total.sh. Exits 0 when every test passes.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
check() { # name, expected output, input file
  local got
  got=$(bin/invoice-total.sh "$3" 2>&1)
  if [ "$got" = "$2" ]; then echo "ok: $1"; else echo "FAIL: $1: expected '$2', got '$got'"; failed=1; fi
}
printf 'item,quantity,price\nrice,2,50000\ntea,1,25000\n' >"$tmp/basic.csv"
check "two items" "Total: 1250.00 BDT" "$tmp/basic.csv"
printf 'item,quantity,price\nrice,2,50000\n\ntea,1,25000\n' >"$tmp/blank.csv"
check "blank line between items" "Total: 1250.00 BDT" "$tmp/blank.csv"
printf 'item,quantity,price\nrice,2,50000\ntea,1,25000' >"$tmp/no-newline.csv"
check "invoice without a final newline" "Total: 1250.00 BDT" "$tmp/no-newline.csv"
exit $failed
SH
chmod +x bin/invoice-total.sh tests/run-tests.sh
printf '# invoice-tool\n\n`bin/invoice-total.sh FILE` adds up an invoice CSV. Run the tests with `tests/run-tests.sh`.\n' > README.md
# The first commit has no blank-line test yet, and its script passes the other two.
sed -i '/blank/d' tests/run-tests.sh
git add .
GIT_AUTHOR_NAME="Arif Hossain" GIT_AUTHOR_EMAIL=arif@shop.example.com git commit -q -m "Add invoice-total.sh and its tests"
git push -q origin main 2>/dev/null
# The unpushed commit: skip blank lines (and a test for it), but lose the guard for the last line.
cat > bin/invoice-total.sh <<'SH'
#!/bin/bash
# invoice-total.sh FILE: add up an invoice CSV (item,quantity,price in paisa) and print the
# total in taka.
set -euo pipefail
total=0
while IFS=, read -r item qty price; do
  [ -z "$item" ] && continue     # a blank line
  [ "$item" = item ] && continue # the header line
  total=$((total + qty * price))
done <"$1"
printf 'Total: %d.%02d BDT\n' $((total / 100)) $((total % 100))
SH
sed -i 's/^check "two items".*/&\nprintf '"'"'item,quantity,price\\nrice,2,50000\\n\\ntea,1,25000\\n'"'"' >"$tmp\/blank.csv"\ncheck "blank line between items" "Total: 1250.00 BDT" "$tmp\/blank.csv"/' tests/run-tests.sh
git add .
git commit -q -m "Skip blank lines in invoices"
git rev-parse HEAD > /var/lib/shikhon-lab/blank-lines-commit
git rev-parse HEAD:tests/run-tests.sh > /var/lib/shikhon-lab/tests-blob
