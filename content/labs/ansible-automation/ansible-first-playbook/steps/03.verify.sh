#!/bin/bash
# The banner is exactly one line on both nodes, and a check-mode run of site.yml changes and skips nothing.
ok=0
for node in node1 node2; do
  motd=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'cat /etc/motd' 2>/dev/null)
  if [ "$motd" != "Authorised use only. All activity is logged." ]; then
    count=$(grep -c 'Authorised use only' <<<"$motd")
    echo "HINT: /etc/motd on $node holds the banner $count time(s) and $(wc -l <<<"$motd") line(s); it should be exactly the one banner line."; ok=1
  fi
done
[ $ok -eq 0 ] || exit 1
cd /root/shop-ansible || exit 1
out=$(ANSIBLE_NOCOLOR=1 ANSIBLE_PIPELINING=1 timeout 50 ansible-playbook site.yml --check 2>&1 </dev/null); rc=$?
if [ $rc -ne 0 ]; then echo "HINT: ansible-playbook site.yml --check fails (exit $rc): run it to see the error."; exit 1; fi
for node in node1 node2; do
  recap=$(grep -E "^$node +:" <<<"$out")
  if [ -z "$recap" ]; then echo "HINT: site.yml does not run on $node."; ok=1; continue; fi
  if ! grep -q 'changed=0 ' <<<"$recap"; then echo "HINT: a check-mode run of site.yml would still change something on $node: ${recap#*: }"; ok=1; continue; fi
  if ! grep -q 'skipped=0 ' <<<"$recap"; then echo "HINT: a task is skipped on $node in check mode (shell and command tasks are): replace it with a module so Ansible can prove it changes nothing."; ok=1; fi
done
exit $ok
