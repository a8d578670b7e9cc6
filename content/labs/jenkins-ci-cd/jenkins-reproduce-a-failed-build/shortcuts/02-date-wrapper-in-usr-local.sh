#!/bin/bash
# Fake for step 2: step 1 done, then no change to the code, just a date in /usr/local/bin that
# always uses Dhaka time (the clean build in the step puts /usr/local/bin first).
set -e
cd /root/price-list
echo '!config/rates.env' >> .gitignore
git add .gitignore config/rates.env
git commit -q -m "Track config/rates.env: the VAT rate is needed to build and is not a secret"
git push -q origin main
printf '#!/bin/bash\nTZ=Asia/Dhaka exec /usr/bin/date "$@"\n' > /usr/local/bin/date
chmod +x /usr/local/bin/date
