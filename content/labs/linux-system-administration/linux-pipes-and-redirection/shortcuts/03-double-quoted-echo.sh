#!/bin/bash
# Fake: skip the here-document and echo the lines in double quotes, which expands the $ words.
set -e
{
  echo "# shown while the shop is down for maintenance"
  echo "message=Back at 03:00. Orders placed before $CUTOFF are safe."
  echo "page=$SHOP_HOME/maintenance.html"
} > /etc/shop/maintenance.conf
