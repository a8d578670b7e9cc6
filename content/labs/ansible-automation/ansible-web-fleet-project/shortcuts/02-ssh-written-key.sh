#!/bin/bash
# Fake: step 1 for real, then write api.env on each node over ssh with the key read from the vault.
set -e
cd /root/shop-fleet
ansible-galaxy role init --force --init-path roles shop_web </dev/null
cat > roles/shop_web/defaults/main.yml <<'YML'
---
# Port of the shop site
shop_web_port: 8080
# Release shown on the site
shop_web_release: '1.0.0'
# Environment name shown on the site (set it per inventory)
shop_web_env: development
# API key of the payment provider (set it from the vault)
shop_web_api_key: ''
YML
cat > roles/shop_web/templates/shop.conf.j2 <<'J2'
{{ ansible_managed | comment }}
server {
    listen {{ shop_web_port }};
    root /var/www/shop;

    location = /healthz {
        default_type text/plain;
        return 200 "ok\n";
    }
}
J2
echo '<h1>Shop {{ shop_web_release }} ({{ shop_web_env }}) on {{ inventory_hostname }}</h1>' > roles/shop_web/templates/index.html.j2
echo 'SHOP_API_KEY={{ shop_web_api_key }}' > roles/shop_web/templates/api.env.j2
cat > roles/shop_web/tasks/main.yml <<'YML'
---
- name: Ensure nginx is running and enabled
  ansible.builtin.service:
    name: nginx
    state: started
    enabled: true

- name: Create the document root
  ansible.builtin.file:
    path: /var/www/shop
    state: directory
    mode: '0755'

- name: Deploy the home page
  ansible.builtin.template:
    src: index.html.j2
    dest: /var/www/shop/index.html
    mode: '0644'

- name: Deploy the site configuration
  ansible.builtin.template:
    src: shop.conf.j2
    dest: /etc/nginx/sites-enabled/shop.conf
    mode: '0644'
  notify: Reload nginx
YML
cat > roles/shop_web/handlers/main.yml <<'YML'
---
- name: Reload nginx
  ansible.builtin.service:
    name: nginx
    state: reloaded
YML
cat > site.yml <<'YML'
- name: Shop web fleet
  hosts: web
  roles:
    - shop_web
YML
ansible-playbook site.yml </dev/null
key=$(ansible-vault view inventories/staging/group_vars/all/vault.yml </dev/null | sed -n "s/^vault_shop_api_key: '\(.*\)'$/\1/p")
for node in node1 node2; do
  ssh -n "$node" "mkdir -p -m 750 /etc/shop && echo 'SHOP_API_KEY=$key' > /etc/shop/api.env && chmod 600 /etc/shop/api.env"
done
