#!/bin/bash
set -e
mkdir -p /srv/archive/logs /srv/archive/reports
find /srv/inbox -type f -name '*.log' -exec mv -t /srv/archive/logs {} +
cd /srv/inbox
find . -type f -name '*.csv' -print0 | tar --null -czf /srv/archive/reports/reports.tar.gz -T -
