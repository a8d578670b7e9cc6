#!/bin/bash
out=/root/health.out; err=/root/health.err
for f in "$out" "$err"; do [ -f "$f" ] || { echo "HINT: $f does not exist yet."; exit 1; }; done
if [ "$(cat "$out")" != "$(shop-healthcheck 2>/dev/null)" ]; then echo "HINT: $out should hold exactly the standard output (the OK lines)."; exit 1; fi
if [ "$(cat "$err")" != "$(shop-healthcheck 2>&1 >/dev/null)" ]; then echo "HINT: $err should hold exactly the standard error (the ERROR and WARN lines)."; exit 1; fi
exit 0
