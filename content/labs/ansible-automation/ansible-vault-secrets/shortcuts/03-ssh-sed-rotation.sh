#!/bin/bash
# Fake: steps 1 and 2 for real and the vault edited, then sed the password on the nodes over ssh
# instead of running app.yml.
set -e
cd /root/shop-ansible
mkdir -p inventory/group_vars/all
git mv inventory/group_vars/all.yml inventory/group_vars/all/vars.yml
printf '%s\n' 'staging-vault-pass-1' > ~/.vault_pass
chmod 600 ~/.vault_pass
echo 'vault_password_file = ~/.vault_pass' >> ansible.cfg
printf "vault_shop_db_password: 'Pl41n-text-in-git'\n" > inventory/group_vars/all/vault.yml
ansible-vault encrypt inventory/group_vars/all/vault.yml </dev/null
sed -i "s/^shop_db_password: .*/shop_db_password: '{{ vault_shop_db_password }}'/" inventory/group_vars/all/vars.yml
sed -i "s/^        mode: '0600'$/        mode: '0600'\n      no_log: true/" app.yml
ansible-playbook app.yml </dev/null
EDITOR="sed -i s/Pl41n-text-in-git/R0tated-2026-11/" ansible-vault edit inventory/group_vars/all/vault.yml </dev/null
for node in node1 node2; do
  ssh -n "$node" 'sed -i s/Pl41n-text-in-git/R0tated-2026-11/ /etc/shop/shop.env'
done
