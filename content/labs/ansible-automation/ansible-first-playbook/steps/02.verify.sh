#!/bin/bash
# On node1 and node2: /srv/shop deploy:shop 750, /srv/shop/app.conf deploy:shop 640 with
# release=2.4.1, and site.yml's file and copy tasks find it done in a check-mode run.
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" \
    'stat -c "%U:%G %a %F" /srv/shop 2>/dev/null || echo missing; stat -c "%U:%G %a %F" /srv/shop/app.conf 2>/dev/null || echo missing; grep -c "^release=2\.4\.1$" /srv/shop/app.conf 2>/dev/null' 2>/dev/null)
  folder=$(sed -n 1p <<<"$state"); file=$(sed -n 2p <<<"$state"); release=$(sed -n 3p <<<"$state")
  if [ "$folder" = missing ] || [ -z "$folder" ]; then echo "HINT: /srv/shop does not exist on $node yet."; ok=1; continue; fi
  if [ "$folder" != "deploy:shop 750 directory" ]; then echo "HINT: /srv/shop on $node is ${folder}; it should be a directory deploy:shop with mode 750."; ok=1; fi
  if [ "$file" = missing ]; then echo "HINT: /srv/shop/app.conf does not exist on $node yet."; ok=1; continue; fi
  if [ "$file" != "deploy:shop 640 regular file" ]; then echo "HINT: /srv/shop/app.conf on $node is ${file}; it should be deploy:shop with mode 640."; ok=1; fi
  if [ "${release:-0}" -lt 1 ]; then echo "HINT: /srv/shop/app.conf on $node has no line release=2.4.1."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
check-playbook --timeout $((54 - SECONDS)) --no-facts --changed-ok \
  --expect 'ansible.builtin.file path=/srv/shop state=directory owner=deploy group=shop mode=0750' \
  --expect 'ansible.builtin.copy dest=/srv/shop/app.conf owner=deploy group=shop mode=0640' site.yml
