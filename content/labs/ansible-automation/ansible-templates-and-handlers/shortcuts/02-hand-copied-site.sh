#!/bin/bash
# Fake: write web.yml but render shop.conf on the control node, scp it to the nodes, link it and
# reload nginx over ssh: the files are right, but Ansible never deployed them nor ran a handler.
set -e
cd /root/shop-ansible
# Step 1 for real: the service task, run.
cat > web.yml <<'YML'
- name: Shop web servers
  hosts: web
  tasks:
    - name: Ensure nginx is running and enabled
      ansible.builtin.service:
        name: nginx
        state: started
        enabled: true
YML
ansible-playbook web.yml </dev/null
# The fake: the template, rendered locally and copied by hand.
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
for node in node1 node2; do
  sed -e "s/{{ ansible_managed | comment }}/#\n# Ansible managed\n#/" -e 's/{{ shop_port }}/8080/' \
    -e 's/{{ shop_server_name }}/shop.internal/' -e 's/{{ shop_release }}/2.4.1/' \
    -e "s/{{ inventory_hostname }}/$node/" templates/shop.conf.j2 > "/tmp/shop.conf.$node"
  scp -q "/tmp/shop.conf.$node" "$node:/etc/nginx/sites-available/shop.conf"
  ssh -n "$node" 'mkdir -p /var/www/shop && ln -sf /etc/nginx/sites-available/shop.conf /etc/nginx/sites-enabled/shop.conf && systemctl reload nginx'
done
