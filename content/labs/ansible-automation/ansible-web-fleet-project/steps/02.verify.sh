#!/bin/bash
# Both nodes have /etc/shop/api.env (mode 600) with the key from the vault; the key is not in plain
# text anywhere in the project; the role takes it from the vault (a probe value changes the task), the
# template task hides its diff, and a check-mode run changes nothing on node1.
# Commands that could read stdin get </dev/null: this script itself may arrive on stdin.
cd /root/shop-fleet 2>/dev/null || { echo "HINT: /root/shop-fleet is missing."; exit 1; }
key=$(ansible-vault view inventories/staging/group_vars/all/vault.yml 2>/dev/null </dev/null | python3 -c 'import sys, yaml; print((yaml.safe_load(sys.stdin) or {}).get("vault_shop_api_key", ""))' 2>/dev/null)
if [ -z "$key" ]; then echo "HINT: the staging vault cannot be read with ~/.vault_pass or has no vault_shop_api_key any more."; exit 1; fi
leak=$(grep -rlF "$key" /root/shop-fleet 2>/dev/null | head -n1)
if [ -n "$leak" ]; then echo "HINT: the API key is in plain text in $leak: refer to vault_shop_api_key instead."; exit 1; fi
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'stat -c %a /etc/shop/api.env 2>/dev/null || echo missing; cat /etc/shop/api.env 2>/dev/null' 2>/dev/null)
  mode=$(sed -n 1p <<<"$state"); line=$(sed -n 2p <<<"$state")
  if [ "$mode" = missing ] || [ -z "$mode" ]; then echo "HINT: /etc/shop/api.env does not exist on $node yet: add the tasks to the role and run site.yml."; ok=1; continue; fi
  [ "$mode" = 600 ] || { echo "HINT: /etc/shop/api.env on $node has mode $mode; it should be 600."; ok=1; }
  [ "$line" = "SHOP_API_KEY=$key" ] || { echo "HINT: /etc/shop/api.env on $node does not hold SHOP_API_KEY with the vaulted key: map shop_web_api_key to vault_shop_api_key."; ok=1; }
done
[ $ok -eq 0 ] || exit 1
# Two check-mode runs on node1 at once: the academy's callback must see the role converged (nothing
# to change), and with a probe as the vaulted key, Ansible's own display must show a task
# changing (the role takes its key from the vault) without printing the probe (no_log).
probe=probe-$RANDOM-key
tmp=$(mktemp -d)
check-playbook --dir /root/shop-fleet --no-facts --timeout $((54 - SECONDS)) --hosts node1 site.yml \
  --expect 'ansible.builtin.template dest=/etc/shop/api.env' -- -l node1 --vault-password-file /root/.vault_pass >"$tmp/run" &
ANSIBLE_STDOUT_CALLBACK=default ANSIBLE_NOCOLOR=1 ANSIBLE_PIPELINING=1 ANSIBLE_GATHERING=explicit timeout $((54 - SECONDS)) ansible-playbook site.yml --check --diff -l node1 -e "vault_shop_api_key=$probe" >"$tmp/probe" 2>&1 </dev/null &
wait
run=$(cat "$tmp/run"); out=$(cat "$tmp/probe"); rm -rf "$tmp"
if grep -q '^HINT:' <<<"$run"; then grep '^HINT:' <<<"$run"; exit 1; fi
if grep -qF "$probe" <<<"$out"; then echo "HINT: a --diff run prints the API key: add no_log: true to the 'Deploy the API key' task."; exit 1; fi
# The normal run changes nothing, so a change under the probe comes from a task that uses the key.
if ! grep -E '^node1 +:' <<<"$out" | grep -q 'changed=[1-9]'; then
  echo "HINT: with another vault_shop_api_key the role's API key task would not change: map shop_web_api_key to '{{ vault_shop_api_key }}' in the inventory's group_vars/all/vars.yml."; exit 1
fi
exit 0
