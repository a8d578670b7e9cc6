#!/bin/bash
# rollout.log shows a 2.5.0 run of deploy.yml in which node1 was healthy before node2 started
# (serial: 1), and both nodes serve a release.
log=/root/shop-ansible/rollout.log
if [ ! -f "$log" ]; then echo "HINT: $log does not exist yet: run deploy.yml."; exit 1; fi
python3 - "$log" 2.5.0 <<'PY' || exit 1
import sys
release = sys.argv[2]
events = [tuple(line.split()[-3:]) for line in open(sys.argv[1]) if len(line.split()) >= 3]
events = [e[:2] for e in events if e[2] == release]
if ('node1', 'healthy') not in events or ('node2', 'healthy') not in events:
    print(f'HINT: rollout.log does not show both node1 and node2 healthy with {release} yet: run deploy.yml.'); sys.exit(1)
# One run of the play lasts from a "node1 started" line to the next one; with serial: 1, node1 is
# healthy before node2 starts.
starts = [i for i, e in enumerate(events) if e == ('node1', 'started')]
for n, i in enumerate(starts):
    run = events[i:starts[n + 1] if n + 1 < len(starts) else len(events)]
    if ('node2', 'started') in run and ('node2', 'healthy') in run and ('node1', 'healthy') in run \
            and run.index(('node1', 'healthy')) < run.index(('node2', 'started')):
        sys.exit(0)
print('HINT: node2 started before node1 was healthy: set serial: 1 on the play and run deploy.yml again.'); sys.exit(1)
PY
ok=0
for node in node1 node2; do
  served=$(curl -s -m 5 "http://$node/version.txt")
  case "$served" in 2.5.0|2.6.0) ;; *) echo "HINT: http://$node/version.txt answers '${served}', not a release."; ok=1 ;; esac
done
exit $ok
