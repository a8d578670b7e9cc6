#!/bin/bash
# The rendered site is enabled on both nodes and nginx serves it: /healthz on 8080 says "ok <node>".
ok=0
for node in node1 node2; do
  conf=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'cat /etc/nginx/sites-enabled/shop.conf 2>/dev/null' 2>/dev/null)
  if [ -z "$conf" ]; then echo "HINT: /etc/nginx/sites-enabled/shop.conf does not exist on $node yet: deploy the template and enable the site."; ok=1; continue; fi
  if ! grep -q 'Ansible managed' <<<"$conf"; then echo "HINT: shop.conf on $node has no 'Ansible managed' comment: start the template with {{ ansible_managed | comment }}."; ok=1; fi
  if grep -q '{{' <<<"$conf"; then echo "HINT: shop.conf on $node still contains {{ }}: deploy it with ansible.builtin.template, not copy."; ok=1; continue; fi
  body=$(curl -s -m 5 "http://$node:8080/healthz")
  if [ "$body" != "ok $node" ]; then
    echo "HINT: http://$node:8080/healthz does not answer 'ok $node' yet: the file is there, so has a handler reloaded nginx since it changed?"; ok=1
  fi
done
exit $ok
