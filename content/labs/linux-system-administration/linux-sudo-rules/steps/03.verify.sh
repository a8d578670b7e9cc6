#!/bin/bash
if ! out=$(visudo -c 2>&1); then echo "HINT: the sudoers files must parse first (step 1); visudo -c reports: $(echo "$out" | grep -v "parsed OK" | head -n 1)"; exit 1; fi
if ! sudo -l -U deploy -u shopapp /srv/shop/bin/deploy.sh >/dev/null 2>&1; then echo "HINT: deploy may not yet run /srv/shop/bin/deploy.sh as shopapp."; exit 1; fi
if sudo -l -U deploy /srv/shop/bin/deploy.sh >/dev/null 2>&1; then echo "HINT: deploy may run the script as root; the rule should name (shopapp) only."; exit 1; fi
if sudo -l -U deploy -u shopapp /bin/bash >/dev/null 2>&1; then echo "HINT: deploy may run more than the deploy script."; exit 1; fi
if ! sudo -l -U deploy 2>/dev/null | grep -q 'NOPASSWD: /srv/shop/bin/deploy.sh'; then echo "HINT: the pipeline runs unattended; the rule needs NOPASSWD:."; exit 1; fi
bad=$(find /etc/sudoers.d -type f ! -perm 440 ! -name README | head -n 1)
if [ -n "$bad" ]; then echo "HINT: $bad should have mode 0440."; exit 1; fi
exit 0
