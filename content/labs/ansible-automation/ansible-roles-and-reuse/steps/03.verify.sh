#!/bin/bash
# node2 (db) shows the group's message, node1 keeps the default, and a check run of site.yml changes nothing.
db_line='Database server: changes need a ticket in #db-changes.'
m1=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 node1 'cat /etc/motd' 2>/dev/null)
m2=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 node2 'cat /etc/motd' 2>/dev/null)
if ! grep -qxF "$db_line" <<<"$m2"; then echo "HINT: /etc/motd on node2 does not show the db group's message yet: set motd_message in inventory/group_vars/db.yml and run site.yml."; exit 1; fi
if grep -qF "$db_line" <<<"$m1"; then echo "HINT: node1 shows the db message too: the override belongs to the db group only."; exit 1; fi
if ! grep -qx 'Authorised use only. All activity is logged.' <<<"$m1"; then echo "HINT: node1 should keep the role's default motd_message."; exit 1; fi
cd /root/shop-ansible || exit 1
out=$(ANSIBLE_NOCOLOR=1 ANSIBLE_PIPELINING=1 timeout 50 ansible-playbook site.yml --check 2>&1 </dev/null); rc=$?
if [ $rc -ne 0 ]; then echo "HINT: ansible-playbook site.yml --check fails (exit $rc): run it to see the error."; exit 1; fi
for node in node1 node2; do
  if ! grep -E "^$node +:" <<<"$out" | grep -q 'changed=0 '; then echo "HINT: a check run of site.yml would still change $node: run site.yml, then make sure a second run reports changed=0."; exit 1; fi
done
exit 0
