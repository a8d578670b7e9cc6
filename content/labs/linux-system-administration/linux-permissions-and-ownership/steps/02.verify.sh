#!/bin/bash
env=/srv/shop/.env
mode=$(stat -c %a "$env"); owner=$(stat -c %U "$env")
if [ "$owner" != shopapp ]; then echo "HINT: $env should be owned by shopapp."; exit 1; fi
if [ "$mode" != 600 ]; then echo "HINT: $env has mode $mode; only its owner may read and write it."; exit 1; fi
if su tanvir -c "cat $env" >/dev/null 2>&1; then echo "HINT: tanvir can still read $env; take it out of the shopdev group."; exit 1; fi
mode=$(stat -c %a /srv/shop/bin/deploy.sh)
if [ "$mode" != 750 ]; then echo "HINT: /srv/shop/bin/deploy.sh has mode $mode, not rwxr-x---."; exit 1; fi
if ! su tanvir -c /srv/shop/bin/deploy.sh >/dev/null 2>&1; then echo "HINT: tanvir cannot run /srv/shop/bin/deploy.sh yet."; exit 1; fi
exit 0
