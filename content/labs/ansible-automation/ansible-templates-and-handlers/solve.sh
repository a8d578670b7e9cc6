#!/bin/bash
set -e
cd /root/shop-ansible
cat > templates/shop.conf.j2 <<'J2'
{{ ansible_managed | comment }}
server {
    listen {{ shop_port }};
    server_name {{ shop_server_name }};
    root /var/www/shop;

    add_header X-Shop-Release "{{ shop_release }}" always;

    location = /healthz {
        default_type text/plain;
        return 200 "ok {{ inventory_hostname }}\n";
    }
}
J2
cat > web.yml <<'YML'
- name: Shop web servers
  hosts: web
  tasks:
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

    - name: Deploy the site configuration
      ansible.builtin.template:
        src: templates/shop.conf.j2
        dest: /etc/nginx/sites-available/shop.conf
        mode: '0644'
      notify: nginx config changed

    - name: Enable the site
      ansible.builtin.file:
        src: /etc/nginx/sites-available/shop.conf
        dest: /etc/nginx/sites-enabled/shop.conf
        state: link
      notify: nginx config changed

  handlers:
    - name: Check nginx configuration
      ansible.builtin.command: nginx -t
      changed_when: false
      listen: nginx config changed

    - name: Reload nginx
      ansible.builtin.service:
        name: nginx
        state: reloaded
      listen: nginx config changed
YML
ansible-playbook web.yml </dev/null
sed -i "s/^shop_release: .*/shop_release: '2.5.0'/" inventory/group_vars/web.yml
ansible-playbook web.yml </dev/null
