#!/bin/bash
# Fake: type the lines seen on the terminal into the two files instead of redirecting the streams.
set -e
shop-healthcheck || true
printf 'OK   disk /: 61%% used\nOK   nginx configuration test passed\nOK   database answers on 127.0.0.1:5432\n' > /root/health.out
printf 'ERROR: /srv/shop/uploads is not writable by shopapp\nWARN: TLS certificate for shop.example.com expires in 9 days\n' > /root/health.err
