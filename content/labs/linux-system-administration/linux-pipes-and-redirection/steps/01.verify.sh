#!/bin/bash
out=/root/health.out; err=/root/health.err
for f in "$out" "$err"; do [ -f "$f" ] || { echo "HINT: $f does not exist yet."; exit 1; }; done
# What setup.sh's shop-healthcheck prints: the check does not run the copy the learner can edit.
want_out=$'OK   disk /: 61% used\nOK   nginx configuration test passed\nOK   database answers on 127.0.0.1:5432'
want_err=$'ERROR: /srv/shop/uploads is not writable by shopapp\nWARN: TLS certificate for shop.example.com expires in 9 days'
if [ "$(cat "$out")" != "$want_out" ]; then echo "HINT: $out should hold exactly the standard output (the OK lines)."; exit 1; fi
if [ "$(cat "$err")" != "$want_err" ]; then echo "HINT: $err should hold exactly the standard error (the ERROR and WARN lines)."; exit 1; fi
exit 0
