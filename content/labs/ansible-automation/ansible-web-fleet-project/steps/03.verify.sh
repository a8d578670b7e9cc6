#!/bin/bash
# 1.1.0 is set in the staging group_vars and served by both nodes, site.yml runs one host at a time,
# and a check run on node1 changes nothing.
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
done
# One host is enough to prove the role converged; a check of both, one at a time, takes too long here.
out=$(ANSIBLE_NOCOLOR=1 ANSIBLE_PIPELINING=1 timeout 50 ansible-playbook site.yml --check -l node1 2>&1 </dev/null); rc=$?
if [ $rc -ne 0 ]; then echo "HINT: ansible-playbook site.yml --check fails (exit $rc): run it to see the error."; exit 1; fi
if ! grep -E "^node1 +:" <<<"$out" | grep -q 'changed=0 '; then echo "HINT: a check run would still change node1: run site.yml until the recap shows changed=0."; exit 1; fi
exit 0
