#!/bin/bash
# ansible.cfg defaults to staging, each node holds its environment's settings in the file Ansible
# wrote (the copy module's journal record of its checksum), and a check-mode run of site.yml against
# each inventory reports its template ok on that environment's node.
# ssh gets -n: this script itself may arrive on stdin.
cd /root/shop-ansible 2>/dev/null || exit 1
hostlist=$(ANSIBLE_CONFIG='' timeout 10 ansible-config dump --only-changed 2>/dev/null </dev/null | grep '^DEFAULT_HOST_LIST')
if ! grep -q '/root/shop-ansible/inventories/staging' <<<"$hostlist"; then echo "HINT: ansible.cfg should make inventories/staging the default inventory."; exit 1; fi
if grep -q 'production' <<<"$hostlist"; then echo "HINT: the default inventory must not include production."; exit 1; fi
ok=0
for pair in "node1:staging:2" "node2:production:8"; do
  IFS=: read -r node env workers <<<"$pair"
  conf=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'cat /etc/shop/shop.conf' 2>/dev/null)
  if [ -z "$conf" ]; then echo "HINT: /etc/shop/shop.conf does not exist on $node yet: apply the $env inventory."; ok=1; continue; fi
  if ! grep -qx "environment=$env" <<<"$conf" || ! grep -qx "workers=$workers" <<<"$conf"; then echo "HINT: /etc/shop/shop.conf on $node should say environment=$env and workers=$workers."; ok=1; continue; fi
  if ! check-playbook --hint "/etc/shop/shop.conf on $node is not a file Ansible's template task wrote: apply the $env inventory with site.yml (remove a hand-made file first)." --wrote "$node" /etc/shop/shop.conf; then ok=1; fi
done
[ $ok -eq 0 ] || exit 1
# Both environments at once (one node each); production with its confirmation, which step 3 asks for.
tmp=$(mktemp -d)
check-playbook --no-facts --timeout $((54 - SECONDS)) --hosts node1 site.yml --expect 'ansible.builtin.template dest=/etc/shop/shop.conf' >"$tmp/staging" &
check-playbook --no-facts --timeout $((54 - SECONDS)) --hosts node2 site.yml --expect 'ansible.builtin.template dest=/etc/shop/shop.conf' \
  -- -i inventories/production -e confirm_env=production >"$tmp/production" &
wait
hints=$(cat "$tmp/staging" "$tmp/production" | grep '^HINT:'); rm -rf "$tmp"
if [ -n "$hints" ]; then echo "$hints"; exit 1; fi
exit 0
