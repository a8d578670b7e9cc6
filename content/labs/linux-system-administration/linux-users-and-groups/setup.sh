#!/bin/bash
set -e
useradd -m -s /bin/bash -c "Karim Chowdhury" karim
echo 'karim:Shop-Temp-2026' | chpasswd
mkdir -p /srv/shop/reports /srv/shop/scripts
for m in 2026-09 2026-10 2026-11; do echo "date,orders,total_bdt" > "/srv/shop/reports/sales-$m.csv"; done
printf '#!/bin/bash\necho "syncing stock"\n' > /srv/shop/scripts/stock-sync.sh
chown -R karim:karim /srv/shop/reports /srv/shop/scripts/stock-sync.sh
echo "notes from karim" > /home/karim/todo.txt
chown karim:karim /home/karim/todo.txt
