#!/bin/bash
set -e
setfacl -R -m g:auditors:rX /srv/invoices
setfacl -R -d -m g:auditors:rX /srv/invoices
setfacl -R -x u:rafiq /srv/invoices
getfacl -R -p /srv/invoices > /root/invoices.acl
