#!/bin/bash
if ! out=$(visudo -c 2>&1); then echo "HINT: the sudoers files must parse first (step 1); visudo -c reports: $(echo "$out" | grep -v "parsed OK" | head -n 1)"; exit 1; fi
allowed() { sudo -l -U tanvir "$@" >/dev/null 2>&1; }
if ! allowed /usr/bin/systemctl restart shop.service; then echo "HINT: tanvir (group shopdev) may not yet run /usr/bin/systemctl restart shop.service."; exit 1; fi
if ! allowed /usr/bin/systemctl status shop.service; then echo "HINT: tanvir may not yet run /usr/bin/systemctl status shop.service."; exit 1; fi
# every member of the group, not only the one the text names
for cmd in '/usr/bin/systemctl restart shop.service' '/usr/bin/systemctl status shop.service'; do
  if ! sudo -l -U nasrin $cmd >/dev/null 2>&1; then echo "HINT: nasrin, also in shopdev, may not run $cmd; write the rule for the group (%shopdev), not for one developer."; exit 1; fi
done
for cmd in '/usr/bin/systemctl stop shop.service' '/usr/bin/systemctl restart ssh.service' '/usr/bin/systemctl edit shop.service' '/bin/bash'; do
  if allowed $cmd; then echo "HINT: tanvir may also run '$cmd'; allow only restart and status of shop.service."; exit 1; fi
done
if sudo -l -U tanvir 2>/dev/null | grep -q NOPASSWD; then echo "HINT: developers should confirm with their own password; remove NOPASSWD from their rule."; exit 1; fi
if ! grep -rqs '^%shopdev' /etc/sudoers.d/; then echo "HINT: write the rule for the group (%shopdev) in a file in /etc/sudoers.d."; exit 1; fi
bad=$(find /etc/sudoers.d -type f ! -perm 440 ! -name README | head -n 1)
if [ -n "$bad" ]; then echo "HINT: $bad should have mode 0440."; exit 1; fi
exit 0
