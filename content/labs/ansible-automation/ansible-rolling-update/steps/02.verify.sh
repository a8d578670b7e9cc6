#!/bin/bash
# rollout.log holds a 2.6.0 attempt that started on node1, never got healthy and never reached node2,
# in lines Ansible's lineinfile wrote (its journal records on this control node).
log=/root/shop-ansible/rollout.log
if [ ! -f "$log" ]; then echo "HINT: $log does not exist yet: do step 1 first."; exit 1; fi
python3 - "$log" <<'PY'
# Events of rollout.log ((host, what, release), in order) that Ansible wrote: each line must match
# the record the lineinfile module itself logged on this control node (a python3 process,
# "Invoked with path=... line=<the line> ..."); a line typed by hand has no such record.
import json
import subprocess
import sys


def ansible_events(path):
    # The module's records (json: a record whose sender exited before journald read its process
    # under heavy load has no _COMM at all; one from another program, such as logger, has its name).
    out = subprocess.run(
        ['journalctl', '-q', '--no-pager', '-o', 'json',
         '-t', 'ansible-ansible.legacy.lineinfile', '-t', 'ansible-ansible.builtin.lineinfile',
         '-t', 'ansible-lineinfile'], capture_output=True, text=True, timeout=15).stdout
    records = []
    for entry in out.splitlines():
        try:
            entry = json.loads(entry)
        except ValueError:
            continue
        message = entry.get('MESSAGE')
        if isinstance(message, str) and message.startswith('Invoked with ') \
                and str(entry.get('_COMM', 'python3')).startswith('python3'):
            records.append(message + ' ')
    records = '\n'.join(records)
    events, typed = [], 0
    for line in open(path).read().splitlines():
        if len(line.split()) < 3:
            continue
        if f' line={line} ' not in records:
            typed += 1
            continue
        events.append(tuple(line.split()[-3:]))
    return events, typed
events, typed = ansible_events(sys.argv[1])
events = [e for e in events if e[2] == '2.6.0']
starts = [i for i, e in enumerate(events) if e[:2] == ('node1', 'started')]
if not starts:
    if typed:
        print(f'HINT: {typed} line(s) of rollout.log were not written by Ansible (no lineinfile record of them): only a run of deploy.yml counts.')
    print('HINT: the log has no 2.6.0 rollout yet: mask nginx on node1, then run deploy.yml -e app_release=2.6.0.'); sys.exit(1)
for n, i in enumerate(starts):
    end = starts[n + 1] if n + 1 < len(starts) else len(events)
    attempt = events[i + 1:end]
    if ('node1', 'healthy') not in [e[:2] for e in attempt] and ('node2', 'started') not in [e[:2] for e in attempt]:
        sys.exit(0)
print('HINT: every 2.6.0 rollout so far got past node1: mask nginx on node1 first (ssh node1 systemctl mask --now nginx), then deploy 2.6.0 again.')
sys.exit(1)
PY
