#!/bin/bash
# Both nodes have /opt/shop/{releases,shared,logs}; only node2 (db) has /var/backups/shop (root, 700).
# team.yml's looped file task and the when-limited backup task (check-playbook) made them.
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'for d in releases shared logs; do [ -d /opt/shop/$d ] || echo "missing $d"; done; stat -c "backup %U %a" /var/backups/shop 2>/dev/null' 2>/dev/null)
  missing=$(grep '^missing' <<<"$state" | cut -d' ' -f2 | tr '\n' ' ')
  if [ -n "$missing" ]; then echo "HINT: /opt/shop on $node lacks: ${missing% }."; ok=1; fi
  backup=$(grep '^backup' <<<"$state")
  if [ "$node" = node1 ] && [ -n "$backup" ]; then echo "HINT: node1 is a web server and must not get /var/backups/shop: add when: \"'db' in group_names\" and remove the folder from node1."; ok=1; fi
  if [ "$node" = node2 ] && [ "$backup" != "backup root 700" ]; then echo "HINT: node2 should have /var/backups/shop owned by root with mode 700."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
check-playbook --timeout $((54 - SECONDS)) --no-facts \
  --expect 'ansible.builtin.file path=/opt/shop/releases state=directory' \
  --expect 'ansible.builtin.file path=/opt/shop/shared state=directory' \
  --expect 'ansible.builtin.file path=/opt/shop/logs state=directory' \
  --expect 'node2@ansible.builtin.file path=/var/backups/shop state=directory mode=0700' \
  --absent 'node1@ansible.builtin.file path=/var/backups/shop' team.yml
