#!/bin/bash
# deploy.log records 2.5.0 deployed on both nodes, and both nodes hold that release.
# Ansible did it: the file module linked 2.5.0 on each node and lineinfile wrote the log line on
# control (their journal records, check-playbook --logged), not echo or ln over ssh.
# ssh gets -n: this script itself may arrive on stdin.
log=/root/shop-ansible/deploy.log
if [ ! -f "$log" ]; then echo "HINT: $log does not exist yet: write deploy.yml and run it."; exit 1; fi
ok=0
for node in node1 node2; do
  if ! grep -qx "$node 2.5.0 deployed" "$log"; then echo "HINT: deploy.log has no line '$node 2.5.0 deployed' yet: run deploy.yml."; ok=1; continue; fi
  if ! ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'test -f /srv/shop/releases/2.5.0/healthz' 2>/dev/null; then echo "HINT: /srv/shop/releases/2.5.0 on $node lacks the release files."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
for node in node1 node2; do
  check-playbook --hint "Ansible has not linked /srv/shop/current to 2.5.0 on $node: deploy 2.5.0 with deploy.yml." --logged "$node" ansible.builtin.file src=/srv/shop/releases/2.5.0 path=/srv/shop/current state=link || ok=1
  check-playbook --hint "deploy.log on control was not written by the playbook's lineinfile task for $node: deploy 2.5.0 with deploy.yml." --logged localhost ansible.builtin.lineinfile "line=$node 2.5.0 deployed" || ok=1
done
exit $ok
