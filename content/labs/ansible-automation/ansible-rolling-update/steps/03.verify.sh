#!/bin/bash
# nginx is enabled and running on node1 again, both nodes serve 2.6.0, and the log shows a 2.6.0
# run in which node1 was healthy before node2 started.
# Log lines count only when Ansible's lineinfile wrote them, version.txt only when Ansible copied it.
# ssh gets -n: this script itself may arrive on stdin.
state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 node1 'systemctl is-enabled nginx; systemctl is-active nginx' 2>/dev/null | tr '\n' ' ')
if [ "$state" != "enabled active " ]; then echo "HINT: nginx on node1 is '${state% }': unmask it and run deploy.yml again."; exit 1; fi
ok=0
for node in node1 node2; do
  served=$(curl -s -m 5 "http://$node/version.txt")
  if [ "$served" != 2.6.0 ]; then echo "HINT: http://$node/version.txt answers '${served}', not 2.6.0: run deploy.yml -e app_release=2.6.0."; ok=1; continue; fi
  if ! check-playbook --hint "version.txt on $node is not the file Ansible's copy task wrote: publish 2.6.0 with deploy.yml (remove a hand-made file first)." --wrote "$node" /var/www/html/version.txt; then ok=1; fi
done
[ $ok -eq 0 ] || exit 1
python3 - /root/shop-ansible/rollout.log 2.6.0 <<'PY'
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
release = sys.argv[2]
events, typed = ansible_events(sys.argv[1])
events = [e[:2] for e in events if e[2] == release]
starts = [i for i, e in enumerate(events) if e == ('node1', 'started')]
for n, i in enumerate(starts):
    run = events[i:starts[n + 1] if n + 1 < len(starts) else len(events)]
    if ('node2', 'started') in run and ('node2', 'healthy') in run and ('node1', 'healthy') in run \
            and run.index(('node1', 'healthy')) < run.index(('node2', 'started')):
        sys.exit(0)
if typed:
    print(f'HINT: {typed} line(s) of rollout.log were not written by Ansible (no lineinfile record of them): only a run of deploy.yml counts.')
print(f'HINT: rollout.log shows no complete {release} run with node1 healthy before node2 started: keep serial: 1 and run deploy.yml -e app_release={release}.')
sys.exit(1)
PY
