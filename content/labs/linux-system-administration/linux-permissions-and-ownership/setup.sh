#!/bin/bash
set -e
groupadd shopdev
useradd --system --no-create-home --shell /usr/sbin/nologin shopapp
useradd -m -s /bin/bash -G shopdev tanvir
mkdir -p /srv/shop/templates /srv/shop/bin /srv/shop/static/css
printf 'import os\nprint("shop starting")\n' > /srv/shop/app.py
echo '<h1>Shop</h1>' > /srv/shop/templates/index.html
echo 'body { font-family: sans-serif; }' > /srv/shop/static/css/site.css
printf '#!/bin/bash\necho "deploying shop"\n' > /srv/shop/bin/deploy.sh
printf 'DATABASE_URL=postgresql://shop:S3cret-pw@127.0.0.1:5432/shop\nBKASH_API_KEY=live-7f3a91\n' > /srv/shop/.env
find /srv/shop -type d -exec chmod 777 {} +
find /srv/shop -type f -exec chmod 666 {} +
