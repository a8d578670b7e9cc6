#!/bin/bash
# /etc/motd on both nodes is the rendered role template with the default message, host and OS.
# site.yml applies the role, whose template task finds it done in a check-mode run.
# ssh gets -n: this script itself may arrive on stdin.
ok=0
for node in node1 node2; do
  motd=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'cat /etc/motd' 2>/dev/null)
  if ! grep -q 'Ansible managed' <<<"$motd"; then echo "HINT: /etc/motd on $node was not rendered from the role's template yet (no 'Ansible managed' line): run site.yml."; ok=1; continue; fi
  if [ "$node" = node1 ] && ! grep -qx 'Authorised use only. All activity is logged.' <<<"$motd"; then echo "HINT: /etc/motd on $node does not show the default motd_message."; ok=1; fi
  if ! grep -Eq "^Host: +$node \(Debian 12" <<<"$motd"; then echo "HINT: /etc/motd on $node has no line 'Host: $node (Debian 12...)': check the facts in motd.j2."; ok=1; fi
  if ! grep -Eq '^Environment: +staging' <<<"$motd"; then echo "HINT: /etc/motd on $node has no line 'Environment: staging'."; ok=1; fi
  if ! grep -Eq '^Contact: +ops@shop\.example' <<<"$motd"; then echo "HINT: /etc/motd on $node has no line 'Contact: ops@shop.example'."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
# site.yml applies the role, and the role's template task finds the banner done (check-playbook)
out=$(check-playbook --timeout $((54 - SECONDS)) --expect 'ansible.builtin.template dest=/etc/motd' site.yml); rc=$?
grep '^HINT:' <<<"$out"
[ $rc -eq 0 ] || exit 1
for node in node1 node2; do
  if ! grep -q "^REPORT $node ok ansible.builtin.template motd : " <<<"$out"; then echo "HINT: the banner on $node does not come from the role motd: apply it with roles: in site.yml."; exit 1; fi
done
exit 0
