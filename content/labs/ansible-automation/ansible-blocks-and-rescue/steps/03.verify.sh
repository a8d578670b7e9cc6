#!/bin/bash
# Both nodes run 2.6.1 (current link and the page nginx serves), and the log records it.
# Ansible did it: the file module linked 2.6.1 and lineinfile logged it (journal records).
ok=0
for node in node1 node2; do
  target=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'readlink /srv/shop/current' 2>/dev/null)
  if [ "$target" != /srv/shop/releases/2.6.1 ]; then echo "HINT: /srv/shop/current on $node points at '${target}', not /srv/shop/releases/2.6.1: deploy with -e release=2.6.1."; ok=1; continue; fi
  page=$(curl -s -m 5 "http://$node:8080/")
  if [ "$page" != '<h1>Shop 2.6.1</h1>' ]; then echo "HINT: http://$node:8080/ does not serve Shop 2.6.1."; ok=1; fi
  if ! grep -qx "$node 2.6.1 deployed" /root/shop-ansible/deploy.log 2>/dev/null; then echo "HINT: deploy.log has no line '$node 2.6.1 deployed': deploy with deploy.yml so the block records it."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
for node in node1 node2; do
  check-playbook --hint "Ansible has not linked /srv/shop/current to 2.6.1 on $node: deploy 2.6.1 with deploy.yml -e release=2.6.1." --logged "$node" ansible.builtin.file src=/srv/shop/releases/2.6.1 path=/srv/shop/current state=link || ok=1
  check-playbook --hint "deploy.log on control was not written by the playbook's lineinfile task for $node: deploy 2.6.1 with deploy.yml -e release=2.6.1." --logged localhost ansible.builtin.lineinfile "line=$node 2.6.1 deployed" || ok=1
done
exit $ok
