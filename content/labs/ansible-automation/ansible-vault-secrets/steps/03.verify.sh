#!/bin/bash
# The vault holds the new password (still encrypted), both nodes' shop.env use it, app.yml has run on
# both since the vault last changed (the file module's journal record), and a check-mode re-run of
# app.yml changes nothing.
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
vault=/root/shop-ansible/inventory/group_vars/all/vault.yml
new='R0tated-2026-11'
if [ ! -f "$vault" ]; then echo "HINT: $vault does not exist yet: do step 1 first."; exit 1; fi
if [ "$(head -n1 "$vault" 2>/dev/null)" != '$ANSIBLE_VAULT;1.1;AES256' ]; then echo "HINT: $vault must stay encrypted: change it with ansible-vault edit."; exit 1; fi
plain=$(ansible-vault view --vault-password-file /root/.vault_pass "$vault" 2>/dev/null </dev/null)
if [ -z "$plain" ]; then plain=$(ansible-vault view --vault-password-file /root/.vault_pass.new "$vault" 2>/dev/null </dev/null); fi
if ! grep -qF "$new" <<<"$plain"; then echo "HINT: the vault does not hold the new password $new yet (ansible-vault edit)."; exit 1; fi
leak=$(grep -rlF "$new" /root/shop-ansible --exclude-dir=.git 2>/dev/null | head -n1)
if [ -n "$leak" ]; then echo "HINT: the new password is in plain text in $leak."; exit 1; fi
ok=0
for node in node1 node2; do
  line=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'grep "^DB_PASSWORD=" /etc/shop/shop.env' 2>/dev/null)
  if [ "$line" != "DB_PASSWORD=$new" ]; then echo "HINT: /etc/shop/shop.env on $node does not have the new password yet: run app.yml."; ok=1; continue; fi
  if ! ran_app_yml "$node" "$(stat -c %Y "$vault")"; then echo "HINT: app.yml has not run on $node since the vault last changed (edit or rekey): deploy with ansible-playbook app.yml."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
pass=/root/.vault_pass
ansible-vault view --vault-password-file "$pass" "$vault" >/dev/null 2>&1 </dev/null || pass=/root/.vault_pass.new
out=$(check-playbook --no-facts --timeout $((54 - SECONDS)) app.yml --expect 'ansible.builtin.template dest=/etc/shop/shop.env' -- --vault-password-file "$pass")
rc=$?
grep '^HINT:' <<<"$out"
exit $rc
