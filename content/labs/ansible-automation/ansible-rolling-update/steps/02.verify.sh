#!/bin/bash
# rollout.log holds a 2.6.0 attempt that started on node1, never got healthy and never reached node2.
log=/root/shop-ansible/rollout.log
if [ ! -f "$log" ]; then echo "HINT: $log does not exist yet: do step 1 first."; exit 1; fi
python3 - "$log" <<'PY'
import sys
events = [tuple(line.split()[-3:]) for line in open(sys.argv[1]) if len(line.split()) >= 3]
events = [e for e in events if e[2] == '2.6.0']
starts = [i for i, e in enumerate(events) if e[:2] == ('node1', 'started')]
if not starts:
    print('HINT: the log has no 2.6.0 rollout yet: mask nginx on node1, then run deploy.yml -e app_release=2.6.0.'); sys.exit(1)
for n, i in enumerate(starts):
    end = starts[n + 1] if n + 1 < len(starts) else len(events)
    attempt = events[i + 1:end]
    if ('node1', 'healthy') not in [e[:2] for e in attempt] and ('node2', 'started') not in [e[:2] for e in attempt]:
        sys.exit(0)
print('HINT: every 2.6.0 rollout so far got past node1: mask nginx on node1 first (ssh node1 systemctl mask --now nginx), then deploy 2.6.0 again.')
sys.exit(1)
PY
