#!/bin/bash
if ! getent group shopdev >/dev/null; then echo "HINT: the group shopdev does not exist yet (groupadd)."; exit 1; fi
for u in tanvir:"Tanvir Hasan" nasrin:"Nasrin Akter"; do
  name=${u#*:}; u=${u%%:*}
  line=$(getent passwd "$u") || { echo "HINT: the user $u does not exist yet."; exit 1; }
  home=$(echo "$line" | cut -d: -f6); shell=$(echo "$line" | cut -d: -f7); gecos=$(echo "$line" | cut -d: -f5)
  if [ ! -d "$home" ]; then echo "HINT: $u has no home directory ($home); useradd needs -m."; exit 1; fi
  if [ "$(stat -c %U "$home")" != "$u" ] || [ ! -f "$home/.bashrc" ]; then echo "HINT: $home is not a home directory set up for $u (owned by $u, with the files from /etc/skel); useradd -m creates it."; exit 1; fi
  if [ "$shell" != /bin/bash ]; then echo "HINT: $u's shell is '$shell', not /bin/bash (-s /bin/bash)."; exit 1; fi
  if [ "${gecos%%,*}" != "$name" ]; then echo "HINT: $u's full name (the comment field) is '${gecos%%,*}', not '$name' (-c)."; exit 1; fi
  if ! id -nG "$u" | tr ' ' '\n' | grep -qx shopdev; then echo "HINT: $u is not in the group shopdev (useradd -G or usermod -aG)."; exit 1; fi
done
exit 0
