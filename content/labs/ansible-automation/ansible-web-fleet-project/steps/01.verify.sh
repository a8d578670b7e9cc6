#!/bin/bash
# roles/shop_web exists, both nodes serve its page on 8080 with their name and "staging" from the
# file Ansible wrote (the copy module's journal record of its checksum), and a check-mode run of
# site.yml on node1 reports the role's service and template tasks ok.
role=/root/shop-fleet/roles/shop_web
if [ ! -f "$role/tasks/main.yml" ]; then echo "HINT: $role/tasks/main.yml does not exist yet: create the role with ansible-galaxy role init."; exit 1; fi
ok=0
for node in node1 node2; do
  page=$(curl -s -m 5 "http://$node:8080/")
  if [ -z "$page" ]; then echo "HINT: nothing answers on http://$node:8080/ yet: run site.yml (the handler reloads nginx with the new site)."; ok=1; continue; fi
  if ! grep -Eq "Shop 1\.[01]\.0 \(staging\) on $node" <<<"$page"; then echo "HINT: http://$node:8080/ shows '$page'; it should read 'Shop 1.0.0 (staging) on $node'."; ok=1; continue; fi
  if ! check-playbook --hint "/var/www/shop/index.html on $node is not a file the role's template task wrote: apply the role with site.yml (remove a hand-made page first)." --wrote "$node" /var/www/shop/index.html; then ok=1; fi
done
[ $ok -eq 0 ] || exit 1
# One host is enough to prove the role converged; a check of both, one at a time, takes too long here.
out=$(check-playbook --dir /root/shop-fleet --no-facts --timeout $((54 - SECONDS)) --hosts node1 site.yml \
  --expect 'ansible.builtin.service name=nginx state=started' --expect 'ansible.builtin.template dest=/var/www/shop/index.html' -- -l node1 --vault-password-file /root/.vault_pass)
rc=$?
if grep -q '^HINT:' <<<"$out"; then grep '^HINT:' <<<"$out"; exit 1; fi
[ $rc -eq 0 ] || { echo "HINT: a check-mode run of site.yml fails: run it to see why."; exit 1; }
if ! grep -q '^REPORT node1 ok ansible.builtin.template shop_web : ' <<<"$out"; then echo "HINT: the page is not deployed by a task of the shop_web role: apply the role from site.yml (roles: - shop_web)."; exit 1; fi
exit 0
