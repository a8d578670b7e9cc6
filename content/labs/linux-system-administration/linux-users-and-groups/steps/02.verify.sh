#!/bin/bash
line=$(getent passwd shopapp) || { echo "HINT: the account shopapp does not exist yet."; exit 1; }
uid=$(echo "$line" | cut -d: -f3); gid=$(echo "$line" | cut -d: -f4); home=$(echo "$line" | cut -d: -f6); shell=$(echo "$line" | cut -d: -f7)
if [ "$uid" -ge 1000 ]; then echo "HINT: shopapp has UID $uid; a system account (useradd --system) gets one below 1000."; exit 1; fi
if [ "$uid" -lt 100 ]; then echo "HINT: shopapp has UID $uid, in the range reserved for the system's own accounts; let useradd --system pick one."; exit 1; fi
if [ "$(getent passwd | awk -F: -v u="$uid" '$3 == u' | wc -l)" -ne 1 ]; then echo "HINT: UID $uid is shared with another account; shopapp needs a UID of its own."; exit 1; fi
case "$shell" in
  /usr/sbin/nologin|/sbin/nologin|/bin/false|/usr/bin/false) ;;
  *) echo "HINT: shopapp's shell is '$shell'; it should be /usr/sbin/nologin."; exit 1 ;;
esac
if [ -d "$home" ]; then echo "HINT: shopapp should have no home directory, but $home exists."; exit 1; fi
# a complete account, as useradd makes it: a shadow entry and its own primary group
if ! getent shadow shopapp >/dev/null; then echo "HINT: shopapp has no entry in /etc/shadow; create accounts with useradd, not by editing /etc/passwd."; exit 1; fi
if ! getent group "$gid" >/dev/null; then echo "HINT: shopapp's primary group (GID $gid) does not exist; create accounts with useradd, not by editing /etc/passwd."; exit 1; fi
exit 0
