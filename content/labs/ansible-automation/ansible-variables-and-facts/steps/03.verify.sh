#!/bin/bash
# app.env on both nodes has NGINX=<the version nginx -v reports on that node>, written by Ansible
# (the copy module's journal record of its checksum), and settings.yml reads the version with a
# command and set_fact (a check-mode run reports both ok on each node).
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'nginx -v 2>&1 | sed "s|.*/||"; grep "^NGINX=" /etc/shop/app.env 2>/dev/null' 2>/dev/null)
  version=$(sed -n 1p <<<"$state"); line=$(sed -n 2p <<<"$state")
  if [ -z "$line" ]; then echo "HINT: /etc/shop/app.env on $node has no NGINX= line yet."; ok=1; continue; fi
  if [ "$line" != "NGINX=$version" ]; then echo "HINT: app.env on $node says '$line'; it should be NGINX=$version: keep only the number with set_fact."; ok=1; continue; fi
  if ! check-playbook --hint "the NGINX= line on $node was not written by Ansible: add it to the template and run settings.yml (remove a hand-made line first)." --wrote "$node" /etc/shop/app.env; then
    ok=1
  fi
done
[ $ok -eq 0 ] || exit 1
r1=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 node1 'sed -n "s/^RELEASE=//p" /etc/shop/app.env' 2>/dev/null)
case "$r1" in 2.5.0|2.5.1) ;; *) r1=2.5.0 ;; esac
out=$(check-playbook --timeout $((54 - SECONDS)) settings.yml --expect 'ansible.builtin.command' --expect 'ansible.builtin.set_fact' \
  --expect 'ansible.builtin.template dest=/etc/shop/app.env' \
  -- -e "{\"app_release\": \"{{ {'node1': '$r1'}.get(inventory_hostname, '2.5.0') }}\"}")
rc=$?
grep '^HINT:' <<<"$out"
exit $rc
