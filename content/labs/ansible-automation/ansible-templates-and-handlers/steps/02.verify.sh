#!/bin/bash
# The site is rendered and enabled on both nodes, nginx serves it (/healthz on 8080 says
# "ok <node>"), Ansible wrote the file and reloaded nginx (the modules' own journal records on the
# node), and a check-mode run of web.yml reports the template ok on both nodes.
ok=0
for node in node1 node2; do
  conf=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'cat /etc/nginx/sites-enabled/shop.conf 2>/dev/null' 2>/dev/null)
  if [ -z "$conf" ]; then echo "HINT: /etc/nginx/sites-enabled/shop.conf does not exist on $node yet: deploy the template and enable the site."; ok=1; continue; fi
  if ! grep -q 'Ansible managed' <<<"$conf"; then echo "HINT: shop.conf on $node has no 'Ansible managed' comment: start the template with {{ ansible_managed | comment }}."; ok=1; fi
  if grep -q '{{' <<<"$conf"; then echo "HINT: shop.conf on $node still contains {{ }}: deploy it with ansible.builtin.template, not copy."; ok=1; continue; fi
  body=$(curl -s -m 5 "http://$node:8080/healthz")
  if [ "$body" != "ok $node" ]; then
    echo "HINT: http://$node:8080/healthz does not answer 'ok $node' yet: the file is there, so has a handler reloaded nginx since it changed?"; ok=1; continue
  fi
  if ! check-playbook --hint "/etc/nginx/sites-available/shop.conf on $node is not a file an Ansible template task wrote: deploy it with web.yml (Ansible leaves alone a file that already has the right content, so remove a hand-made copy first)." --wrote "$node" /etc/nginx/sites-available/shop.conf; then
    ok=1; continue
  fi
  if ! ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'journalctl -q --no-pager -o json --all --output-fields=MESSAGE,_COMM -t ansible-ansible.legacy.systemd -t ansible-ansible.legacy.service -t ansible-ansible.builtin.systemd -t ansible-ansible.builtin.service' 2>/dev/null |
      awk '!/"_COMM":/ || /"_COMM":"python3/' | grep -Eq '"MESSAGE":"Invoked with name=nginx .*state=(reloaded|restarted) '; then
    echo "HINT: Ansible has never reloaded nginx on $node: let a handler (service, state: reloaded) do it, notified by the template task."; ok=1
  fi
done
[ $ok -eq 0 ] || exit 1
out=$(check-playbook --no-facts --timeout $((55 - SECONDS)) web.yml \
  --expect 'ansible.builtin.template dest=/etc/nginx/sites-available/shop.conf' \
  --expect 'ansible.builtin.file state=link')
rc=$?
grep '^HINT:' <<<"$out"
exit $rc
