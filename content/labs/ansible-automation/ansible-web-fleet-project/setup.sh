#!/bin/bash
# A multi-environment project with a staging inventory, plain and vaulted group vars, and the vault
# password file the team handed over.
set -e
# Both nodes boot beside this one: wait until each answers SSH (a busy host can take a while).
for node in node1 node2; do
  for attempt in $(seq 1 60); do
    if ssh -n -o BatchMode=yes -o ConnectTimeout=3 "$node" true 2>/dev/null; then break; fi
    sleep 1
  done
done
mkdir -p /root/shop-fleet/inventories/staging/group_vars/all /root/shop-fleet/roles
cd /root/shop-fleet
printf '%s\n' 'fleet-staging-vault' > /root/.vault_pass
chmod 600 /root/.vault_pass
cat > ansible.cfg <<'CFG'
[defaults]
inventory = inventories/staging
roles_path = roles
vault_password_file = ~/.vault_pass
interpreter_python = auto_silent
CFG
printf '[web]\nnode1\nnode2\n' > inventories/staging/hosts
cat > inventories/staging/group_vars/all/vars.yml <<'YML'
shop_web_env: staging
YML
printf "vault_shop_api_key: 'stg-7c41e9b2d05a'\n" > inventories/staging/group_vars/all/vault.yml
ansible-vault encrypt inventories/staging/group_vars/all/vault.yml </dev/null >/dev/null
