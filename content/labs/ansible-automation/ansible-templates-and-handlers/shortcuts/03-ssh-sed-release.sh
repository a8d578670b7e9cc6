#!/bin/bash
# Fake: set the release in group_vars, then patch the rendered file on each node with sed and
# reload over ssh instead of running web.yml.
set -e
# Steps 1 and 2 for real (solve.sh without the release change).
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
# The fake.
sed -i "s/^shop_release: .*/shop_release: '2.5.0'/" inventory/group_vars/web.yml
for node in node1 node2; do
  ssh -n "$node" "sed -i 's/2\.4\.1/2.5.0/' /etc/nginx/sites-available/shop.conf && systemctl reload nginx"
done
