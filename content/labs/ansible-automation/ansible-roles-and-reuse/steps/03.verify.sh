#!/bin/bash
# node2 (db) shows the group's message, node1 keeps the default, and a check run of site.yml changes nothing.
db_line='Database server: changes need a ticket in #db-changes.'
m1=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 node1 'cat /etc/motd' 2>/dev/null)
m2=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 node2 'cat /etc/motd' 2>/dev/null)
if ! grep -qxF "$db_line" <<<"$m2"; then echo "HINT: /etc/motd on node2 does not show the db group's message yet: set motd_message in inventory/group_vars/db.yml and run site.yml."; exit 1; fi
if grep -qF "$db_line" <<<"$m1"; then echo "HINT: node1 shows the db message too: the override belongs to the db group only."; exit 1; fi
if ! grep -qx 'Authorised use only. All activity is logged.' <<<"$m1"; then echo "HINT: node1 should keep the role's default motd_message."; exit 1; fi
# site.yml's role task finds both banners done (check-playbook: not a banner edited over ssh)
check-playbook --timeout $((54 - SECONDS)) --expect 'ansible.builtin.template dest=/etc/motd' site.yml
