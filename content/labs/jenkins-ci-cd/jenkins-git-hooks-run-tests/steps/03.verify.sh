#!/bin/bash
remote=/srv/git/invoice-tool.git
repo=/root/invoice-tool
bug=$(cat /var/lib/shikhon-lab/blank-lines-commit)
tests_blob=$(cat /var/lib/shikhon-lab/tests-blob)
if ! git -C $remote merge-base --is-ancestor "$bug" main 2>/dev/null; then
  echo "HINT: the remote's main does not have the blank-line commit yet: fix forward with a new commit and push (do not drop the commit)."
  exit 1
fi
if [ "$(git -C $remote rev-parse main:tests/run-tests.sh)" != "$tests_blob" ]; then
  echo "HINT: tests/run-tests.sh on the remote differs from the team's tests: fix the script, not the tests."
  exit 1
fi
for hook in pre-commit pre-push; do
  if [ "$(git -C $remote ls-tree main .githooks/$hook | awk '{print $1}')" != 100755 ]; then
    echo "HINT: the remote's main has no executable .githooks/$hook: commit the hooks folder and push it."
    exit 1
  fi
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
git -C $remote archive main | tar -x -C "$tmp"
if ! (cd "$tmp" && timeout 15 tests/run-tests.sh >/dev/null 2>&1); then
  echo "HINT: the tests fail on the remote's main: $(cd "$tmp" && tests/run-tests.sh 2>&1 | grep FAIL | head -1)"
  exit 1
fi
# The team's tests all expect one total; the script must really add up any invoice.
for case in 1 2 3; do
  total=0
  csv=$'item,quantity,price'
  for item in rice tea sugar; do
    qty=$((RANDOM % 9 + 1)); price=$((RANDOM % 90000 + 100))
    total=$((total + qty * price))
    csv+=$'\n'"$item,$qty,$price"
    [ $case = 2 ] && [ $item = tea ] && csv+=$'\n'
  done
  if [ $case = 3 ]; then printf '%s' "$csv" > "$tmp/invoice.csv"; else printf '%s\n' "$csv" > "$tmp/invoice.csv"; fi
  want=$(printf 'Total: %d.%02d BDT' $((total / 100)) $((total % 100)))
  got=$(cd "$tmp" && timeout 5 bash bin/invoice-total.sh "$tmp/invoice.csv" 2>&1)
  if [ "$got" != "$want" ]; then
    echo "HINT: the remote's bin/invoice-total.sh prints '$got' for an invoice whose total is '$want' ($([ $case = 3 ] && echo 'no final newline' || echo 'three items')): fix the loop so it adds up every line."
    exit 1
  fi
done
for hook in pre-commit pre-push; do
  if [ -f "$repo/.githooks/$hook" ] && [ "$(git -C $remote rev-parse "main:.githooks/$hook")" != "$(git hash-object "$repo/.githooks/$hook")" ]; then
    echo "HINT: the remote's .githooks/$hook differs from the one you use: commit your working hooks and push them."
    exit 1
  fi
done
if [ "$(git -C $repo rev-parse main)" != "$(git -C $remote rev-parse main)" ]; then
  echo "HINT: your main and the remote's main differ: push your commits (git push origin main)."
  exit 1
fi
exit 0
