#!/bin/bash
# nginx is active and enabled on node1 and node2 and answers on port 80, and web.yml is what keeps
# it so: a check-mode run reports its service task ok (not changed) on both nodes.
# ssh gets -n: this script itself may arrive on stdin.
ok=0
for node in node1 node2; do
  active=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'systemctl is-active nginx; systemctl is-enabled nginx' 2>/dev/null | tr '\n' ' ')
  case "$active" in
    "active enabled ") ;;
    active*) echo "HINT: nginx runs on $node but is not enabled (enabled: true)."; ok=1; continue ;;
    *) echo "HINT: nginx is not running on $node yet (state: started)."; ok=1; continue ;;
  esac
  code=$(curl -s -o /dev/null -m 5 -w '%{http_code}' "http://$node/")
  if [ "$code" != 200 ]; then echo "HINT: http://$node/ answers $code instead of 200."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
out=$(check-playbook --no-facts --timeout $((55 - SECONDS)) web.yml \
  --expect 'ansible.builtin.service name=nginx state=started enabled=true')
rc=$?
grep '^HINT:' <<<"$out"
exit $rc
