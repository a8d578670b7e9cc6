#!/bin/bash
bare=/srv/git/price-list.git
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
git clone -q $bare "$tmp/ws" 2>/dev/null || { echo "HINT: cannot clone $bare."; exit 1; }
cd "$tmp/ws" || exit 1
if [ ! -f config/rates.env ]; then
  if git -C /root/price-list ls-files --error-unmatch config/rates.env >/dev/null 2>&1; then
    echo "HINT: config/rates.env is committed in your clone but not pushed yet: git push origin main."
  else
    echo "HINT: a fresh clone has no config/rates.env: it is ignored by .gitignore. Add an exception (!config/rates.env), commit it and push."
  fi
  exit 1
fi
if ! grep -qx 'VAT_PERCENT=15' config/rates.env; then echo "HINT: the committed config/rates.env should still hold VAT_PERCENT=15."; exit 1; fi
for secret in config/database.env config/payment-gateway.env deploy/prod.env; do
  if ! git check-ignore -q "$secret"; then echo "HINT: .gitignore no longer ignores every other .env file (such as $secret): keep the *.env rule and add only an exception."; exit 1; fi
done
if git check-ignore -q --no-index config/rates.env; then echo "HINT: config/rates.env is committed but .gitignore still ignores it (was it added with git add -f?): add an exception line, !config/rates.env, below the rule."; exit 1; fi
got=$(env -i PATH=/usr/bin:/bin HOME=/tmp bash src/price.sh 10000 2>&1)
if ! echo "$got" | grep -q 'Total: 115.00 BDT'; then echo "HINT: in a clean clone, src/price.sh 10000 prints '$got', not the total with VAT."; exit 1; fi
exit 0
