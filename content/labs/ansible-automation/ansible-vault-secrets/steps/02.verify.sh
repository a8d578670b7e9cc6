#!/bin/bash
# Both nodes have /etc/shop/shop.env (root, 600) with the vaulted password, and a --diff run of
# app.yml with a probe password does not print the probe; app.yml has run on both nodes (the file
# module's journal record) and a check-mode re-run changes nothing on node1.
# ran_app_yml NODE [SINCE]: the node's journal holds the record the file module itself logged when
# app.yml's first task ran there ("Invoked with path=/etc/shop ... state=directory"), from a run of
# the learner's (Ansible's default transfer, AnsiballZ_file.py on the command line; the academy's
# check-mode runs pipe the module instead), newer than SINCE (seconds since the epoch) if given.
# A record without _COMM and _CMDLINE counts too: journald, when busy, may read it after the module
# has exited.
ran_app_yml() {
  ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$1" 'journalctl -q --no-pager -o json -t ansible-ansible.legacy.file -t ansible-ansible.builtin.file -t ansible-file' 2>/dev/null |
    python3 -c '
import json, sys
since = float(sys.argv[1]) * 1e6
for line in sys.stdin:
    try:
        e = json.loads(line)
    except ValueError:
        continue
    msg, cmd = str(e.get("MESSAGE", "")), str(e.get("_CMDLINE", ""))
    if msg.startswith("Invoked with ") and " path=/etc/shop " in msg + " " and "state=directory" in msg \
            and (str(e.get("_COMM", "")).startswith("python3") and "AnsiballZ_file.py" in cmd
                 or "_COMM" not in e and "_CMDLINE" not in e) \
            and float(e.get("__REALTIME_TIMESTAMP", 0)) > since:
        sys.exit(0)
sys.exit(1)' "${2:-0}"
}
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'stat -c "%U:%G %a" /etc/shop/shop.env 2>/dev/null || echo missing; grep "^DB_PASSWORD=" /etc/shop/shop.env 2>/dev/null' 2>/dev/null)
  meta=$(sed -n 1p <<<"$state"); line=$(sed -n 2p <<<"$state")
  if [ "$meta" = missing ] || [ -z "$meta" ]; then echo "HINT: /etc/shop/shop.env does not exist on $node yet: run app.yml."; ok=1; continue; fi
  if [ "$meta" != "root:root 600" ]; then echo "HINT: /etc/shop/shop.env on $node is $meta; it should be root:root with mode 600."; ok=1; fi
  if [ -z "$line" ]; then echo "HINT: /etc/shop/shop.env on $node has no DB_PASSWORD line."; ok=1; continue; fi
  if ! ran_app_yml "$node"; then echo "HINT: app.yml has never run on $node: deploy the file with ansible-playbook app.yml."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
cd /root/shop-ansible || exit 1
probe=probe-$RANDOM-secret
tmp=$(mktemp -d)
# node1 only: both runs at once over both nodes do not fit the time limit on half-core machines
# (steps 3 and 4 re-run app.yml on both nodes).
check-playbook --no-facts --timeout $((54 - SECONDS)) --hosts node1 app.yml --expect 'ansible.builtin.template dest=/etc/shop/shop.env' \
  -- -l node1 --vault-password-file /root/.vault_pass >"$tmp/run" &
# The learner's own output, with Ansible's default display: the diff must not show the probe.
ANSIBLE_STDOUT_CALLBACK=default ANSIBLE_NOCOLOR=1 ANSIBLE_PIPELINING=1 ANSIBLE_GATHERING=explicit timeout $((54 - SECONDS)) ansible-playbook app.yml --check --diff -l node1 -e "shop_db_password=$probe" >"$tmp/diff" 2>&1 </dev/null &
wait
run=$(cat "$tmp/run"); out=$(cat "$tmp/diff"); rm -rf "$tmp"
if grep -q '^HINT:' <<<"$run"; then grep '^HINT:' <<<"$run"; exit 1; fi
if grep -qF "$probe" <<<"$out"; then echo "HINT: a --diff run of app.yml still prints the password: add no_log: true to the template task."; exit 1; fi
if ! grep -q 'node1 .*ok=' <<<"$out"; then echo "HINT: ansible-playbook app.yml --check --diff fails: run it to see the error."; exit 1; fi
exit 0
