#!/bin/bash
def=$(su learner -c 'bash -ic "alias shoplogs"' 2>/dev/null </dev/null)
if [ -z "$def" ]; then echo "HINT: an interactive bash of learner has no alias shoplogs; add it to /home/learner/.bashrc."; exit 1; fi
if ! echo "$def" | grep -q 'tail -n 20 /var/log/shop/app.log'; then echo "HINT: shoplogs should run tail -n 20 /var/log/shop/app.log; it is: $def"; exit 1; fi
out=$(su learner -c 'bash -ic shoplogs' 2>/dev/null </dev/null)
if [ "$out" != "$(tail -n 20 /var/log/shop/app.log)" ]; then echo "HINT: running shoplogs as learner should print the last 20 lines of /var/log/shop/app.log, and only those."; exit 1; fi
exit 0
