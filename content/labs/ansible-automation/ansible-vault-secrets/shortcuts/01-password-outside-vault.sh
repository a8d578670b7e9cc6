#!/bin/bash
# Fake: an encrypted vault that nothing uses: shop_db_password is typed, split, into vars.yml.
set -e
cd /root/shop-ansible
mkdir -p inventory/group_vars/all
git mv inventory/group_vars/all.yml inventory/group_vars/all/vars.yml
printf '%s\n' 'staging-vault-pass-1' > ~/.vault_pass
chmod 600 ~/.vault_pass
echo 'vault_password_file = ~/.vault_pass' >> ansible.cfg
printf "vault_shop_db_password: 'Pl41n-text-in-git'\n" > inventory/group_vars/all/vault.yml
ansible-vault encrypt inventory/group_vars/all/vault.yml </dev/null
sed -i "s/^shop_db_password: .*/shop_db_password: \"{{ 'Pl41n-text' ~ '-in-git' }}\"/" inventory/group_vars/all/vars.yml
