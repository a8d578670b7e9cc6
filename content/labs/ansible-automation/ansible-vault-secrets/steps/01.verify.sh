#!/bin/bash
# vault.yml is encrypted with ~/.vault_pass, holds vault_shop_db_password, no plain copy is left,
# and Ansible resolves shop_db_password through ansible.cfg's vault_password_file and the vaulted
# variable itself (a probe run, read through the academy's callback).
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
case "$(head -n1 /root/.vault_pass)" in staging-vault-pass-1|staging-vault-pass-2) ;; *) echo "HINT: ~/.vault_pass should hold the lab's vault password, staging-vault-pass-1."; exit 1 ;; esac
cd /root/shop-ansible || exit 1
if ! ANSIBLE_CONFIG='' timeout 10 ansible-config dump --only-changed 2>/dev/null </dev/null | grep '^DEFAULT_VAULT_PASSWORD_FILE' | grep -q '/root/.vault_pass'; then
  echo "HINT: ansible.cfg does not point Ansible at the vault password: add vault_password_file = ~/.vault_pass under [defaults]."; exit 1
fi
# shop_db_password must resolve to the vaulted value, and through vault_shop_db_password: when that
# variable changes (set_fact to a probe), shop_db_password follows. A copy typed elsewhere does not.
probe=probe-$RANDOM-pw
tmp=$(mktemp -d)
cat > "$tmp/probe.yml" <<'YML'
- name: Where shop_db_password comes from
  hosts: node1
  gather_facts: false
  tasks:
    - name: shop_db_password is the vaulted value
      ansible.builtin.assert:
        that: shop_db_password == check_secret
    - name: Change the vaulted variable
      ansible.builtin.set_fact:
        vault_shop_db_password: '{{ check_probe }}'
    - name: shop_db_password follows it
      ansible.builtin.assert:
        that: shop_db_password == check_probe
YML
out=$(check-playbook --timeout $((54 - SECONDS)) --hosts node1 "$tmp/probe.yml" -- --vault-password-file /root/.vault_pass \
  -e "check_secret=$secret" -e "check_probe=$probe")
rc=$?; rm -rf "$tmp"
if [ $rc -ne 0 ]; then
  if grep -q 'REPORT node1 failed ansible.builtin.assert shop_db_password follows it' <<<"$out"; then
    echo "HINT: shop_db_password has the right value but not from the vault: set shop_db_password: '{{ vault_shop_db_password }}' in group_vars/all/vars.yml."
  elif grep -q 'REPORT node1 failed ansible.builtin.assert' <<<"$out"; then
    echo "HINT: shop_db_password does not resolve to the vaulted value: set shop_db_password: '{{ vault_shop_db_password }}' in group_vars/all/vars.yml."
  elif grep -qi 'vault' <<<"$out"; then echo "HINT: Ansible cannot decrypt the vault with ~/.vault_pass."
  else grep '^HINT:' <<<"$out" || echo "HINT: the check could not resolve shop_db_password; try again."; fi
  exit 1
fi
exit 0
