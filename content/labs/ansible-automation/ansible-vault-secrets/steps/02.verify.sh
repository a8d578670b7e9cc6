#!/bin/bash
# Both nodes have /etc/shop/shop.env (root, 600) with the vaulted password, and a --diff run of
# app.yml with a probe password does not print the probe.
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'stat -c "%U:%G %a" /etc/shop/shop.env 2>/dev/null || echo missing; grep "^DB_PASSWORD=" /etc/shop/shop.env 2>/dev/null' 2>/dev/null)
  meta=$(sed -n 1p <<<"$state"); line=$(sed -n 2p <<<"$state")
  if [ "$meta" = missing ] || [ -z "$meta" ]; then echo "HINT: /etc/shop/shop.env does not exist on $node yet: run app.yml."; ok=1; continue; fi
  if [ "$meta" != "root:root 600" ]; then echo "HINT: /etc/shop/shop.env on $node is $meta; it should be root:root with mode 600."; ok=1; fi
  if [ -z "$line" ]; then echo "HINT: /etc/shop/shop.env on $node has no DB_PASSWORD line."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
cd /root/shop-ansible || exit 1
probe=probe-$RANDOM-secret
out=$(ANSIBLE_NOCOLOR=1 ANSIBLE_PIPELINING=1 timeout 45 ansible-playbook app.yml --check --diff -l node1 -e "shop_db_password=$probe" 2>&1 </dev/null)
if grep -qF "$probe" <<<"$out"; then echo "HINT: a --diff run of app.yml still prints the password: add no_log: true to the template task."; exit 1; fi
if ! grep -q 'node1 .*ok=' <<<"$out"; then echo "HINT: ansible-playbook app.yml --check --diff fails: run it to see the error."; exit 1; fi
exit 0
