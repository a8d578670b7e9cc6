#!/bin/bash
# Fake: type an order number guessed from the other orders instead of reading the logs.
set -e
echo 50815 > /root/failed-order.txt
