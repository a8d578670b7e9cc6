#!/bin/bash
# Fake: type the three paths the lab talks about instead of asking find.
set -e
printf '%s\n' /root/db-dump-2026-10.sql /var/log/shop/app.log.1 /srv/shop/uploads/promo-video.mp4 > /root/big-files.txt
