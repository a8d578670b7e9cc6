#!/bin/bash
# vault.yml opens with the new vault password (now in ~/.vault_pass) and no longer with the old one,
# still holds the rotated secret, and app.yml runs with it changing nothing on the nodes.
vault=/root/shop-ansible/inventory/group_vars/all/vault.yml
if [ "$(head -n1 /root/.vault_pass 2>/dev/null)" != staging-vault-pass-2 ]; then echo "HINT: ~/.vault_pass does not hold the new vault password staging-vault-pass-2 yet."; exit 1; fi
if [ "$(stat -c %a /root/.vault_pass)" != 600 ]; then echo "HINT: ~/.vault_pass should have mode 600."; exit 1; fi
old=$(mktemp); printf 'staging-vault-pass-1\n' > "$old"
if ansible-vault view --vault-password-file "$old" "$vault" >/dev/null 2>&1 </dev/null; then rm -f "$old"; echo "HINT: $vault still opens with the old vault password: run ansible-vault rekey."; exit 1; fi
rm -f "$old"
plain=$(ansible-vault view --vault-password-file /root/.vault_pass "$vault" 2>/dev/null </dev/null)
if ! grep -q 'vault_shop_db_password' <<<"$plain"; then echo "HINT: $vault does not open with the new vault password in ~/.vault_pass."; exit 1; fi
if ! grep -qF 'R0tated-2026-11' <<<"$plain"; then echo "HINT: $vault lost the rotated database password: rekey changes the vault password, never the content."; exit 1; fi
cd /root/shop-ansible || exit 1
out=$(check-playbook --no-facts --timeout $((54 - SECONDS)) app.yml --expect 'ansible.builtin.template dest=/etc/shop/shop.env' -- --vault-password-file /root/.vault_pass)
rc=$?
grep '^HINT:' <<<"$out"
exit $rc
