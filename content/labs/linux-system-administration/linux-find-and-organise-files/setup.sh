#!/bin/bash
set -e
mkdir -p "/srv/inbox/app/2026-10" "/srv/inbox/app/2026-11" "/srv/inbox/finance/q3 reports"
for month in 2026-10 2026-11; do
  for name in api worker web; do echo "$month $name started" > "/srv/inbox/app/$month/$name-$month.log"; done
done
for name in revenue costs; do
  echo "month,amount" > "/srv/inbox/finance/q3 reports/$name.csv"
  echo "month,amount" > "/srv/inbox/finance/$name-2026.csv"
done
echo "keep me" > /srv/inbox/README.txt
