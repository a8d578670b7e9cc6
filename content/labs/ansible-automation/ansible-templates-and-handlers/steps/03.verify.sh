#!/bin/bash
# shop_release is 2.5.0 in the inventory, both nodes' running nginx sends X-Shop-Release: 2.5.0, the
# site file there is the one an Ansible template task wrote (the copy module's journal record of
# its checksum), and a check-mode run of web.yml changes nothing.
cd /root/shop-ansible 2>/dev/null || { echo "HINT: /root/shop-ansible is missing."; exit 1; }
release=$(timeout 15 ansible-inventory --host node1 2>/dev/null </dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin).get("shop_release",""))' 2>/dev/null)
if [ "$release" != 2.5.0 ]; then echo "HINT: shop_release for the web group is '${release}', not '2.5.0': change it in inventory/group_vars/web.yml."; exit 1; fi
ok=0
for node in node1 node2; do
  header=$(curl -s -m 5 -o /dev/null -D - "http://$node:8080/healthz" | tr -d '\r' | grep -i '^X-Shop-Release:' | cut -d' ' -f2-)
  if [ "$header" != 2.5.0 ]; then echo "HINT: $node still sends X-Shop-Release: ${header:-nothing}: run web.yml so the template changes and the handler reloads nginx."; ok=1; continue; fi
  if ! check-playbook --hint "shop.conf on $node is not the file Ansible last wrote there: deploy the release by running web.yml (Ansible leaves alone a file that already has the right content, so undo a hand edit first)." --wrote "$node" /etc/nginx/sites-available/shop.conf; then
    ok=1
  fi
done
[ $ok -eq 0 ] || exit 1
out=$(check-playbook --no-facts --timeout $((55 - SECONDS)) web.yml \
  --expect 'ansible.builtin.template dest=/etc/nginx/sites-available/shop.conf')
rc=$?
grep '^HINT:' <<<"$out"
exit $rc
