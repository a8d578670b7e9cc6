#!/bin/bash
# Fake: a shopctl in /usr/local/bin (earlier on PATH) that prints "environment: staging" instead of exporting SHOP_ENV.
set -e
echo 'export PATH="$PATH:/opt/shoptools/bin"' > /etc/profile.d/shoptools.sh
printf '#!/bin/bash\necho "shopctl 1.4 - environment: staging"\n' > /usr/local/bin/shopctl
chmod 755 /usr/local/bin/shopctl
