#!/bin/bash
# Fake: open the invoices to everyone (o+rX) instead of an ACL entry for the group auditors.
set -e
chmod -R o+rX /srv/invoices
