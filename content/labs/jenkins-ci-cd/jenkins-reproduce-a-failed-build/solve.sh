#!/bin/bash
set -e
cd /root/price-list
echo '!config/rates.env' >> .gitignore
git add .gitignore config/rates.env
git commit -m "Track config/rates.env: the VAT rate is needed to build and is not a secret"
git push origin main
sed -i "s|^printed=\$(date -d|printed=\$(TZ=Asia/Dhaka date -d|" src/receipt.sh
grep -q 'TZ=Asia/Dhaka date' src/receipt.sh
env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/tmp make ci
env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/tmp TZ=America/New_York make ci
git commit -am "Print receipt times in Dhaka time whatever the server's time zone"
git push origin main
rm -rf /tmp/ws && git clone -q /srv/git/price-list.git /tmp/ws
cd /tmp/ws && env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/tmp make ci
