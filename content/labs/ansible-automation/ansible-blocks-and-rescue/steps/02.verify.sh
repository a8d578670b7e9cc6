#!/bin/bash
# Both nodes tried 2.6.0 and were rolled back: the log says so, the site is healthy, the flag is gone.
# Ansible did it: 2.6.0 was linked by the file module and the rescue's lineinfile logged the
# rollback (journal records, check-playbook --logged), not lines appended by hand.
log=/root/shop-ansible/deploy.log
if [ ! -f "$log" ]; then echo "HINT: $log does not exist yet: do step 1 first."; exit 1; fi
ok=0
for node in node1 node2; do
  if ! grep -qx "$node 2.6.0 rolled-back-to 2.5.0" "$log"; then echo "HINT: deploy.log has no line '$node 2.6.0 rolled-back-to 2.5.0' yet: deploy 2.6.0 with -e release=2.6.0 after 2.5.0."; ok=1; continue; fi
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'readlink /srv/shop/current; test -e /srv/shop/maintenance && echo flag' 2>/dev/null)
  if grep -q '/2\.6\.0$' <<<"$state"; then echo "HINT: /srv/shop/current on $node still points at the broken 2.6.0: the rescue must link the previous release."; ok=1; fi
  if grep -qx flag <<<"$state"; then echo "HINT: /srv/shop/maintenance is still on $node: lower the flag in the always section."; ok=1; fi
  code=$(curl -s -o /dev/null -m 5 -w '%{http_code}' "http://$node:8080/healthz")
  if [ "$code" != 200 ]; then echo "HINT: http://$node:8080/healthz answers $code: the site should be healthy after the rollback."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
for node in node1 node2; do
  check-playbook --hint "Ansible has not linked /srv/shop/current to 2.6.0 on $node: deploy 2.6.0 with deploy.yml -e release=2.6.0." --logged "$node" ansible.builtin.file src=/srv/shop/releases/2.6.0 path=/srv/shop/current state=link || ok=1
  check-playbook --hint "deploy.log on control was not written by the playbook's lineinfile task for $node: deploy 2.6.0 with deploy.yml -e release=2.6.0." --logged localhost ansible.builtin.lineinfile "line=$node 2.6.0 rolled-back-to 2.5.0" || ok=1
done
exit $ok
