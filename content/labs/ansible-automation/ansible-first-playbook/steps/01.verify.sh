#!/bin/bash
# On node1 and node2: group shop, user deploy with /bin/bash and a member of shop, and site.yml's
# group and user tasks are what made it so: a check-mode run finds them done (check-playbook).
# ssh gets -n: this script itself may arrive on stdin.
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" \
    'getent group shop >/dev/null && echo group-ok; getent passwd deploy | cut -d: -f7; id -nG deploy 2>/dev/null' 2>/dev/null)
  if ! grep -q '^group-ok$' <<<"$state"; then echo "HINT: $node has no group shop yet: add an ansible.builtin.group task and run the playbook."; ok=1; continue; fi
  shell=$(grep -m1 '^/' <<<"$state")
  if [ -z "$shell" ]; then echo "HINT: $node has no user deploy yet: add an ansible.builtin.user task and run the playbook."; ok=1; continue; fi
  if [ "$shell" != /bin/bash ]; then echo "HINT: deploy's shell on $node is $shell, not /bin/bash."; ok=1; fi
  if ! tail -n1 <<<"$state" | tr ' ' '\n' | grep -qx shop; then echo "HINT: deploy on $node is not a member of the group shop (groups: shop)."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
# the banner's shell task may still change (step 3 fixes it); the group and user tasks must be done
check-playbook --timeout $((54 - SECONDS)) --no-facts --changed-ok \
  --expect 'ansible.builtin.group name=shop' \
  --expect 'ansible.builtin.user name=deploy shell=/bin/bash groups=shop' site.yml
