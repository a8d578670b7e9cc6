#!/bin/bash
# The banner is exactly one line on both nodes, and a check-mode run of site.yml changes and skips
# nothing, with a copy task that owns /etc/motd (check-playbook: Ansible's own report, not the
# learner's ansible.cfg or output).
ok=0
for node in node1 node2; do
  motd=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'cat /etc/motd' 2>/dev/null)
  if [ "$motd" != "Authorised use only. All activity is logged." ]; then
    count=$(grep -c 'Authorised use only' <<<"$motd")
    echo "HINT: /etc/motd on $node holds the banner $count time(s) and $(wc -l <<<"$motd") line(s); it should be exactly the one banner line."; ok=1
  fi
done
[ $ok -eq 0 ] || exit 1
check-playbook --timeout $((54 - SECONDS)) --no-facts --no-skip --expect 'ansible.builtin.copy dest=/etc/motd' site.yml
