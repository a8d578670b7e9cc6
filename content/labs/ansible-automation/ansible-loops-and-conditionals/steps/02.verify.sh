#!/bin/bash
# tanvir's account and home are gone on both nodes; rahim and nadia are still there.
# team.yml says tanvir is absent (state: absent, remove: true), and a check-mode run finds it done.
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'id tanvir >/dev/null 2>&1 && echo account; [ -e /home/tanvir ] && echo home; id rahim >/dev/null 2>&1 && id nadia >/dev/null 2>&1 && echo team-ok' 2>/dev/null)
  if grep -qx account <<<"$state"; then echo "HINT: $node still has the account tanvir: give his entry state: absent and run team.yml."; ok=1; continue; fi
  if grep -qx home <<<"$state"; then echo "HINT: /home/tanvir still exists on $node: remove: true deletes it with the account."; ok=1; fi
  if ! grep -qx team-ok <<<"$state"; then echo "HINT: rahim and nadia must keep their accounts on $node."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
check-playbook --timeout $((54 - SECONDS)) --no-facts \
  --expect 'ansible.builtin.user name=tanvir state=absent remove=true' team.yml
