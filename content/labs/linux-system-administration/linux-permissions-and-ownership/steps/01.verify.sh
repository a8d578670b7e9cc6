#!/bin/bash
bad=$(find /srv/shop ! -user shopapp | head -n 1)
if [ -n "$bad" ]; then echo "HINT: $bad is not owned by shopapp yet."; exit 1; fi
bad=$(find /srv/shop ! -path /srv/shop/.env ! -group shopdev | head -n 1)
if [ -n "$bad" ]; then echo "HINT: $bad does not belong to the group shopdev."; exit 1; fi
bad=$(find /srv/shop -perm /o=rwx | head -n 1)
if [ -n "$bad" ]; then echo "HINT: others still have some permission on $bad."; exit 1; fi
bad=$(find /srv/shop -perm /g=w | head -n 1)
if [ -n "$bad" ]; then echo "HINT: the group can still write $bad; the team should only read."; exit 1; fi
if ! su tanvir -c 'cat /srv/shop/templates/index.html' >/dev/null 2>&1; then echo "HINT: tanvir (group shopdev) cannot read /srv/shop/templates/index.html; folders need g+x (capital X)."; exit 1; fi
bad=$(find /srv/shop -type f ! -path /srv/shop/bin/deploy.sh -perm /u=x | head -n 1)
if [ -n "$bad" ]; then echo "HINT: ordinary files such as $bad became executable; use capital X, not x."; exit 1; fi
exit 0
