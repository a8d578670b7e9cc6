#!/bin/bash
line=$(getent passwd shopapp) || { echo "HINT: the account shopapp does not exist yet."; exit 1; }
uid=$(echo "$line" | cut -d: -f3); home=$(echo "$line" | cut -d: -f6); shell=$(echo "$line" | cut -d: -f7)
if [ "$uid" -ge 1000 ]; then echo "HINT: shopapp has UID $uid; a system account (useradd --system) gets one below 1000."; exit 1; fi
case "$shell" in
  /usr/sbin/nologin|/sbin/nologin|/bin/false|/usr/bin/false) ;;
  *) echo "HINT: shopapp's shell is '$shell'; it should be /usr/sbin/nologin."; exit 1 ;;
esac
if [ -d "$home" ]; then echo "HINT: shopapp should have no home directory, but $home exists."; exit 1; fi
exit 0
