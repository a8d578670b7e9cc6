#!/bin/bash
# /etc/shop/app.env on each node has its workers, a release, and the node's own facts; Ansible wrote
# it (the copy module's journal record of its checksum on the node), and a check-mode run of
# settings.yml reports its template ok on both nodes (node1 with the release it runs).
# ssh gets -n: this script itself may arrive on stdin.
ok=0
for pair in node1:4 node2:2; do
  node=${pair%:*}; workers=${pair#*:}
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'uname -r; cat /etc/shop/app.env 2>/dev/null' 2>/dev/null)
  kernel=$(head -n1 <<<"$state"); env=$(tail -n +2 <<<"$state")
  if [ -z "$env" ]; then echo "HINT: /etc/shop/app.env does not exist on $node yet: run settings.yml."; ok=1; continue; fi
  grep -qx "WORKERS=$workers" <<<"$env" || { echo "HINT: app.env on $node should say WORKERS=$workers (app_workers)."; ok=1; }
  grep -Eqx 'RELEASE=2\.5\.[01]' <<<"$env" || { echo "HINT: app.env on $node should say RELEASE=2.5.0 (app_release from group_vars/web.yml)."; ok=1; }
  grep -qx "HOST=$node" <<<"$env" || { echo "HINT: app.env on $node should say HOST=$node (ansible_facts['hostname'])."; ok=1; }
  grep -qx "OS=Debian 12" <<<"$env" || { echo "HINT: app.env on $node should say OS=Debian 12 (distribution facts)."; ok=1; }
  grep -qxF "KERNEL=$kernel" <<<"$env" || { echo "HINT: app.env on $node should say KERNEL=$kernel (ansible_facts['kernel'])."; ok=1; }
  if [ $ok -eq 0 ] && ! check-playbook --hint "/etc/shop/app.env on $node is not a file an Ansible template task wrote: write it by running settings.yml (Ansible leaves alone a file that already has the right content, so remove a hand-made one first)." --wrote "$node" /etc/shop/app.env; then
    ok=1
  fi
done
[ $ok -eq 0 ] || exit 1
# node1 may run the hotfix of step 4: the check-mode run gives it the release it has.
r1=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 node1 'sed -n "s/^RELEASE=//p" /etc/shop/app.env' 2>/dev/null)
case "$r1" in 2.5.0|2.5.1) ;; *) r1=2.5.0 ;; esac
out=$(check-playbook --timeout $((54 - SECONDS)) settings.yml --expect 'ansible.builtin.template dest=/etc/shop/app.env' \
  -- -e "{\"app_release\": \"{{ {'node1': '$r1'}.get(inventory_hostname, '2.5.0') }}\"}")
rc=$?
grep '^HINT:' <<<"$out"
exit $rc
