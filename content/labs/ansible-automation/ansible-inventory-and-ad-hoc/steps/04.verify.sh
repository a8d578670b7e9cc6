#!/bin/bash
# /root/shop-ansible/facts/{node1,node2} hold setup output with the distribution facts, as the
# setup module writes it with --tree: every fact equal to those gathered live now (check-playbook).
dir=/root/shop-ansible/facts
if [ ! -d "$dir" ]; then echo "HINT: $dir does not exist yet: run the setup module with --tree facts/ from /root/shop-ansible."; exit 1; fi
python3 - "$dir" <<'PY'
import json, os, sys
problems = []
for node in ('node1', 'node2'):
    path = os.path.join(sys.argv[1], node)
    try:
        with open(path) as f: facts = json.load(f).get('ansible_facts', {})
    except (OSError, ValueError):
        problems.append(f'{path} is missing or is not the JSON that --tree writes.'); continue
    if facts.get('ansible_distribution') != 'Debian' or facts.get('ansible_distribution_major_version') != '12':
        problems.append(f'{path} has no ansible_distribution facts: use the filter ansible_distribution*.')
for p in problems: print('HINT: ' + p)
sys.exit(1 if problems else 0)
PY
[ $? -eq 0 ] || exit 1
check-playbook --timeout $((54 - SECONDS)) --facts "$dir" node1,node2 --filter 'ansible_distribution*' --subset '!all,!min,distribution'
