#!/bin/bash
# Fake: pack four empty .csv files made on the spot, so the count comes out right.
set -e
mkdir -p /srv/archive/logs /srv/archive/reports
cd /tmp && touch a.csv b.csv c.csv d.csv
tar -czf /srv/archive/reports/reports.tar.gz a.csv b.csv c.csv d.csv
