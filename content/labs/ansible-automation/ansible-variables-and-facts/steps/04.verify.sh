#!/bin/bash
# node1 runs the hotfix release 2.5.1 (in the file Ansible wrote there: the copy module's journal
# record of its checksum), node2 still 2.5.0, and the repository still says 2.5.0.
r1=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 node1 'grep "^RELEASE=" /etc/shop/app.env' 2>/dev/null)
r2=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 node2 'grep "^RELEASE=" /etc/shop/app.env' 2>/dev/null)
if [ "$r1" != RELEASE=2.5.1 ]; then echo "HINT: node1's app.env says '${r1}', not RELEASE=2.5.1: run settings.yml for node1 only with -e app_release=2.5.1."; exit 1; fi
if [ "$r2" != RELEASE=2.5.0 ]; then echo "HINT: node2's app.env says '${r2}': the hotfix is for node1 only (-l node1), node2 stays on 2.5.0."; exit 1; fi
if ! check-playbook --hint "node1's app.env was not written by Ansible with the hotfix: run settings.yml for node1 with -e app_release=2.5.1 (undo a hand edit first)." --wrote node1 /etc/shop/app.env; then exit 1; fi
if grep -rqs '2\.5\.1' /root/shop-ansible/inventory; then echo "HINT: 2.5.1 was written into the inventory: pass it on the command line with -e instead."; exit 1; fi
exit 0
