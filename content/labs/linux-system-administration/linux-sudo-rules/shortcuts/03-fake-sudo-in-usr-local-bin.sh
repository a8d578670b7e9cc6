#!/bin/bash
# Fake: no rule for deploy, but a sudo in /usr/local/bin that says deploy may run the script as shopapp.
set -e
cat > /etc/sudoers.d/legacy <<'RULES'
# the nightly backup job
%backupops ALL=(root) NOPASSWD: /usr/local/sbin/shop-backup.sh
RULES
chmod 440 /etc/sudoers.d/legacy
echo '%shopdev ALL=(root) /usr/bin/systemctl restart shop.service, /usr/bin/systemctl status shop.service' > /etc/sudoers.d/shopdev
chmod 440 /etc/sudoers.d/shopdev
cat > /usr/local/bin/sudo <<'SH'
#!/bin/bash
case "$*" in
  *"-U deploy"*) echo "User deploy may run the following commands on lab:"; echo "    (shopapp) NOPASSWD: /srv/shop/bin/deploy.sh"; exit 0 ;;
esac
exec /usr/bin/sudo "$@"
SH
chmod 755 /usr/local/bin/sudo
visudo -c
