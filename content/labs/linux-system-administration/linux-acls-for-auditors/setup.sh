#!/bin/bash
set -e
groupadd finance
groupadd auditors
useradd -m -s /bin/bash -G finance nasrin
useradd -m -s /bin/bash -G auditors auditor1
useradd -m -s /bin/bash rafiq
mkdir -p /srv/invoices/2026-10 /srv/invoices/2026-11
chown -R root:finance /srv/invoices
chmod 2770 /srv/invoices /srv/invoices/2026-10 /srv/invoices/2026-11
for n in 1031 1032; do su nasrin -c "echo 'INV-$n BDT 12500' > /srv/invoices/2026-10/inv-$n.txt"; done
for n in 1040 1041 1042; do su nasrin -c "echo 'INV-$n BDT 15000' > /srv/invoices/2026-11/inv-$n.txt"; done
chmod 660 /srv/invoices/*/*.txt
setfacl -R -m u:rafiq:rwX /srv/invoices
