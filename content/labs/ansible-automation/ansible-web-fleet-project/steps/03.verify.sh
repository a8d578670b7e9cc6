#!/bin/bash
# 1.1.0 is set in the staging group_vars and served by both nodes, site.yml runs one host at a time,
# the pages are the files Ansible wrote (the copy module's journal record of their checksum), and a
# check run on node1 changes nothing.
cd /root/shop-fleet 2>/dev/null || { echo "HINT: /root/shop-fleet is missing."; exit 1; }
release=$(python3 -c 'import yaml; print((yaml.safe_load(open("inventories/staging/group_vars/web.yml")) or {}).get("shop_web_release", ""))' 2>/dev/null)
if [ "$release" != 1.1.0 ]; then echo "HINT: inventories/staging/group_vars/web.yml does not set shop_web_release: '1.1.0' yet."; exit 1; fi
serial=$(python3 -c 'import sys, yaml; plays = yaml.safe_load(open("site.yml")) or []; print(" ".join(str(p.get("serial", "")) for p in plays if isinstance(p, dict)))' 2>/dev/null)
case "$serial" in 1|"[1"*) ;; *) echo "HINT: the play in site.yml should roll out one host at a time (serial: 1)."; exit 1 ;; esac
for node in node1 node2; do
  # Three tries: on a busy machine a node can take a moment to answer after a reload.
  for try in 1 2 3; do
    page=$(curl -s -m 5 "http://$node:8080/")
    grep -q "Shop 1.1.0 (staging) on $node" <<<"$page" && break
    [ "$try" -lt 3 ] && sleep 1
  done
  if ! grep -q "Shop 1.1.0 (staging) on $node" <<<"$page"; then echo "HINT: http://$node:8080/ does not show release 1.1.0 yet: run site.yml."; exit 1; fi
  if ! check-playbook --hint "the 1.1.0 page on $node is not the file the role's template task wrote: ship it by running site.yml (undo a hand edit first)." --wrote "$node" /var/www/shop/index.html; then exit 1; fi
done
# One host is enough to prove the role converged; a check of both, one at a time, takes too long here.
out=$(check-playbook --dir /root/shop-fleet --no-facts --timeout $((54 - SECONDS)) --hosts node1 site.yml \
  --expect 'ansible.builtin.template dest=/var/www/shop/index.html' -- -l node1 --vault-password-file /root/.vault_pass)
rc=$?
grep '^HINT:' <<<"$out"
exit $rc
