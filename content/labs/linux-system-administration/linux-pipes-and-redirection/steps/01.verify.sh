#!/bin/bash
out=/root/health.out; err=/root/health.err
for f in "$out" "$err"; do [ -f "$f" ] || { echo "HINT: $f does not exist yet."; exit 1; }; done
# What setup.sh's shop-healthcheck prints: the check does not run the copy the learner can edit.
want_out=$'OK   disk /: 61% used\nOK   nginx configuration test passed\nOK   database answers on 127.0.0.1:5432'
want_err=$'ERROR: /srv/shop/uploads is not writable by shopapp\nWARN: TLS certificate for shop.example.com expires in 9 days'
if [ "$(cat "$out")" != "$want_out" ]; then echo "HINT: $out should hold exactly the standard output (the OK lines)."; exit 1; fi
if [ "$(cat "$err")" != "$want_err" ]; then echo "HINT: $err should hold exactly the standard error (the ERROR and WARN lines)."; exit 1; fi
# The files must be shop-healthcheck's own streams: a run whose output (1) went to health.out and
# errors (2) to health.err, and no change to either file after that run ended. Each run notes
# where its streams went (setup.sh's shop-healthcheck); typed or pasted files have no such run.
mo=$(stat -c %.9Y "$out"); me=$(stat -c %.9Y "$err")
if ! awk -v o="$out" -v e="$err" -v mo="$mo" -v me="$me" '$3 == o && $4 == e && mo <= $2 + 1 && me <= $2 + 1 { ok = 1 } END { exit !ok }' /var/lib/shikhon-lab/healthcheck-runs 2>/dev/null; then
  echo "HINT: $out and $err were not written by shop-healthcheck itself; run it with its standard output redirected to one file (>) and its standard error to the other (2>)."
  exit 1
fi
exit 0
