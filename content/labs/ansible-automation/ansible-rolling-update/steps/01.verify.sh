#!/bin/bash
# rollout.log shows a 2.5.0 run of deploy.yml in which node1 was healthy before node2 started
# (serial: 1), written by Ansible's lineinfile (its journal records), and both nodes serve the
# release Ansible copied there; deploy.yml in check mode keeps them so, one node at a time.
log=/root/shop-ansible/rollout.log
if [ ! -f "$log" ]; then echo "HINT: $log does not exist yet: run deploy.yml."; exit 1; fi
python3 - "$log" 2.5.0 <<'PY' || exit 1
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
if ('node1', 'healthy') not in events or ('node2', 'healthy') not in events:
    if typed:
        print(f'HINT: {typed} line(s) of rollout.log were not written by Ansible (no lineinfile record of them): only a run of deploy.yml counts.')
    print(f'HINT: rollout.log does not show both node1 and node2 healthy with {release} from a run of deploy.yml yet.'); sys.exit(1)
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
ok=0; releases=""
for node in node1 node2; do
  served=$(curl -s -m 5 "http://$node/version.txt")
  case "$served" in 2.5.0|2.6.0) ;; *) echo "HINT: http://$node/version.txt answers '${served}', not a release."; ok=1; continue ;; esac
  if ! check-playbook --hint "version.txt on $node is not a file Ansible's copy task wrote: publish releases with deploy.yml (remove a hand-made file first)." --wrote "$node" /var/www/html/version.txt; then
    ok=1
  fi
  releases="$releases $served"
done
[ $ok -eq 0 ] || exit 1
set -- $releases
if [ "$1" != "$2" ]; then echo "HINT: node1 serves $1 and node2 $2: finish the rollout with deploy.yml."; exit 1; fi
# deploy.yml in check mode, with the release the nodes serve: its service and copy tasks report ok
# on both nodes (the delegated log lines carry a new time stamp, so they may report changed), and
# with serial: 1 every node1 task comes before the first node2 task.
out=$(check-playbook --no-facts --timeout $((54 - SECONDS)) --changed-ok deploy.yml --expect 'ansible.builtin.service name=nginx state=started' \
  --expect 'ansible.builtin.copy dest=/var/www/html/version.txt' -- -e "app_release=$1")
rc=$?
if grep -q '^HINT:' <<<"$out"; then grep '^HINT:' <<<"$out"; exit 1; fi
[ $rc -eq 0 ] || { echo "HINT: a check-mode run of deploy.yml fails: run it to see why."; exit 1; }
for node in node1 node2; do
  for module in service copy; do
    if ! grep -Eq "^REPORT $node ok ansible\.builtin\.$module " <<<"$out"; then
      echo "HINT: the $module task of deploy.yml would still change $node: run deploy.yml."; exit 1
    fi
  done
done
last1=$(grep -n '^REPORT node1 ' <<<"$out" | tail -n1 | cut -d: -f1)
first2=$(grep -n '^REPORT node2 ' <<<"$out" | head -n1 | cut -d: -f1)
if [ -z "$last1" ] || [ -z "$first2" ] || [ "$last1" -gt "$first2" ]; then
  echo "HINT: deploy.yml runs node2's tasks before node1 is done: set serial: 1 on the play."; exit 1
fi
exit 0
