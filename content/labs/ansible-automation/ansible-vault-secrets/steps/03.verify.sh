#!/bin/bash
# The vault holds the new password (still encrypted) and both nodes' shop.env use it.
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
  if [ "$line" != "DB_PASSWORD=$new" ]; then echo "HINT: /etc/shop/shop.env on $node does not have the new password yet: run app.yml."; ok=1; fi
done
exit $ok
