#!/bin/bash
# Fake: a default entry with r only ("read is all they need"), so new month folders stay closed.
set -e
setfacl -R -m g:auditors:rX /srv/invoices
setfacl -R -d -m g:auditors:r /srv/invoices
