#!/bin/bash
# Fake: type the lines the backup "should" have, and shadow getfacl with a copy of them.
set -e
setfacl -R -m g:auditors:rX /srv/invoices
setfacl -R -d -m g:auditors:rX /srv/invoices
setfacl -R -x u:rafiq /srv/invoices
cat > /root/invoices.acl <<'ACL'
# file: /srv/invoices/2026-11
# owner: root
# group: finance
user::rwx
group::rwx
group:auditors:r-x
mask::rwx
other::---
default:group:auditors:r-x

ACL
printf '#!/bin/sh\ncat /root/invoices.acl\n' > /usr/local/bin/getfacl
chmod 755 /usr/local/bin/getfacl
