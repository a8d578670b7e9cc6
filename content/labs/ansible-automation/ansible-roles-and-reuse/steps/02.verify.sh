#!/bin/bash
# /etc/motd on both nodes is the rendered role template with the default message, host and OS.
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
exit $ok
