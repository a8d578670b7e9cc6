#!/bin/bash
# Fake: delete the log and put a small .gz with the same number of lines in its place.
set -e
seq 1 500000 | gzip > /var/log/shop/app.log.1.gz
rm /var/log/shop/app.log.1
