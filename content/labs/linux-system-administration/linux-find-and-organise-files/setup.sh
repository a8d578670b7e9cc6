#!/bin/bash
set -e
mkdir -p "/srv/inbox/app/2026-10" "/srv/inbox/app/2026-11" "/srv/inbox/finance/q3 reports"
for month in 2026-10 2026-11; do
  for name in api worker web; do echo "$month $name started, pid $((RANDOM + 1000))" > "/srv/inbox/app/$month/$name-$month.log"; done
done
for name in revenue costs; do
  printf 'month,amount\n2026-07,%d\n2026-08,%d\n2026-09,%d\n' $((RANDOM * 10)) $((RANDOM * 10)) $((RANDOM * 10)) > "/srv/inbox/finance/q3 reports/$name.csv"
  printf 'month,amount\n2026-01,%d\n2026-02,%d\n' $((RANDOM * 10)) $((RANDOM * 10)) > "/srv/inbox/finance/$name-2026.csv"
done
echo "keep me" > /srv/inbox/README.txt
# What each log holds, by name, for step 2's check (the logs themselves move).
mkdir -p /var/lib/shikhon-lab
(cd /srv/inbox && find . -type f -name '*.log' -exec sh -c 'printf "%s %s\n" "$(basename "$1")" "$(sha256sum < "$1" | cut -d" " -f1)"' _ {} \;) | sort > /var/lib/shikhon-lab/logs.sha256
