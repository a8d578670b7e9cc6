#!/bin/bash
# Fake: steps 1 and 2 for real, release and serial play written, but 1.1.0 patched into the pages
# over ssh instead of a run of site.yml.
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

- name: Create the settings directory
  ansible.builtin.file:
    path: /etc/shop
    state: directory
    mode: '0750'

- name: Deploy the API key
  ansible.builtin.template:
    src: api.env.j2
    dest: /etc/shop/api.env
    mode: '0600'
  no_log: true
YML
cat > roles/shop_web/handlers/main.yml <<'YML'
---
- name: Reload nginx
  ansible.builtin.service:
    name: nginx
    state: reloaded
YML
printf "shop_web_env: staging\nshop_web_api_key: '{{ vault_shop_api_key }}'\n" > inventories/staging/group_vars/all/vars.yml
cat > site.yml <<'YML'
- name: Shop web fleet
  hosts: web
  serial: 1
  max_fail_percentage: 0
  roles:
    - shop_web
  post_tasks:
    - name: Check the host from the control node
      ansible.builtin.uri:
        url: 'http://{{ inventory_hostname }}:{{ shop_web_port }}/'
        return_content: true
      register: page
      failed_when: shop_web_release not in page.content
      delegate_to: localhost
YML
ansible-playbook site.yml </dev/null
printf "shop_web_release: '1.1.0'\n" > inventories/staging/group_vars/web.yml
for node in node1 node2; do
  ssh -n "$node" "sed -i 's/Shop 1\.0\.0/Shop 1.1.0/' /var/www/shop/index.html"
done
