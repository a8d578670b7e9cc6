#!/bin/bash
# nginx is enabled and running on node1 again, both nodes serve 2.6.0, and the log shows a 2.6.0
# run in which node1 was healthy before node2 started.
# ssh gets -n: this script itself may arrive on stdin.
state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 node1 'systemctl is-enabled nginx; systemctl is-active nginx' 2>/dev/null | tr '\n' ' ')
if [ "$state" != "enabled active " ]; then echo "HINT: nginx on node1 is '${state% }': unmask it and run deploy.yml again."; exit 1; fi
ok=0
for node in node1 node2; do
  served=$(curl -s -m 5 "http://$node/version.txt")
  if [ "$served" != 2.6.0 ]; then echo "HINT: http://$node/version.txt answers '${served}', not 2.6.0: run deploy.yml -e app_release=2.6.0."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
python3 - /root/shop-ansible/rollout.log 2.6.0 <<'PY'
import sys
release = sys.argv[2]
events = [tuple(line.split()[-3:]) for line in open(sys.argv[1]) if len(line.split()) >= 3]
events = [e[:2] for e in events if e[2] == release]
starts = [i for i, e in enumerate(events) if e == ('node1', 'started')]
for n, i in enumerate(starts):
    run = events[i:starts[n + 1] if n + 1 < len(starts) else len(events)]
    if ('node2', 'started') in run and ('node2', 'healthy') in run and ('node1', 'healthy') in run \
            and run.index(('node1', 'healthy')) < run.index(('node2', 'started')):
        sys.exit(0)
print(f'HINT: rollout.log shows no complete {release} run with node1 healthy before node2 started: keep serial: 1 and run deploy.yml -e app_release={release}.')
sys.exit(1)
PY
