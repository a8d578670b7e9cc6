#!/bin/bash
# vault.yml is encrypted with ~/.vault_pass, holds vault_shop_db_password, no plain copy is left,
# and Ansible resolves shop_db_password through ansible.cfg's vault_password_file.
# Commands that could read stdin get </dev/null: this script itself may arrive on stdin.
vault=/root/shop-ansible/inventory/group_vars/all/vault.yml
if [ ! -f "$vault" ]; then echo "HINT: $vault does not exist yet: create it with ansible-vault create."; exit 1; fi
if [ "$(head -n1 "$vault")" != '$ANSIBLE_VAULT;1.1;AES256' ]; then echo "HINT: $vault is not encrypted: it must start with \$ANSIBLE_VAULT;1.1;AES256."; exit 1; fi
if [ ! -f /root/.vault_pass ]; then echo "HINT: /root/.vault_pass does not exist yet."; exit 1; fi
if [ "$(stat -c %a /root/.vault_pass)" != 600 ]; then echo "HINT: /root/.vault_pass should have mode 600 (chmod 600 ~/.vault_pass)."; exit 1; fi
plain=$(ansible-vault view --vault-password-file /root/.vault_pass "$vault" 2>/dev/null </dev/null)
if [ -z "$plain" ]; then echo "HINT: $vault cannot be opened with the password in ~/.vault_pass."; exit 1; fi
secret=$(python3 -c 'import sys, yaml; print((yaml.safe_load(sys.stdin) or {}).get("vault_shop_db_password", ""))' <<<"$plain" 2>/dev/null)
if [ -z "$secret" ]; then echo "HINT: the vault holds no line vault_shop_db_password: 'Pl41n-text-in-git'."; exit 1; fi
leak=$(grep -rlF 'Pl41n-text-in-git' /root/shop-ansible --exclude-dir=.git 2>/dev/null | head -n1)
if [ -n "$leak" ]; then echo "HINT: the password is still in plain text in $leak."; exit 1; fi
cd /root/shop-ansible || exit 1
out=$(timeout 15 ansible node1 -m ansible.builtin.debug -a "var=shop_db_password" 2>&1 </dev/null)
if ! grep -qF "\"shop_db_password\": \"$secret\"" <<<"$out"; then
  if grep -qi 'vault' <<<"$out"; then echo "HINT: Ansible cannot decrypt the vault: add vault_password_file = ~/.vault_pass under [defaults] in ansible.cfg."; else echo "HINT: shop_db_password does not resolve to the vaulted value: set shop_db_password: '{{ vault_shop_db_password }}' in group_vars/all/vars.yml."; fi
  exit 1
fi
exit 0
