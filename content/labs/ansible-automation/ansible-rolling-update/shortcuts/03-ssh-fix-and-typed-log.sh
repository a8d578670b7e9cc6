#!/bin/bash
# Fake: steps 1 and 2 for real, then repair node1, publish 2.6.0 over ssh and type the log lines.
set -e
cd /root/shop-ansible
cat > deploy.yml <<'YML'
- name: Rolling deploy of the web servers
  hosts: web
  serial: 1
  max_fail_percentage: 0
  vars:
    app_release: '2.5.0'
    rollout_log: /root/shop-ansible/rollout.log
  pre_tasks:
    - name: Record the start on the control node
      ansible.builtin.lineinfile:
        path: '{{ rollout_log }}'
        line: "{{ now(fmt='%Y-%m-%dT%H:%M:%S') }} {{ inventory_hostname }} started {{ app_release }}"
        create: true
        mode: '0644'
      delegate_to: localhost

  tasks:
    - name: Ensure nginx is running and enabled
      ansible.builtin.service:
        name: nginx
        state: started
        enabled: true

    - name: Publish the release
      ansible.builtin.copy:
        content: "{{ app_release }}\n"
        dest: /var/www/html/version.txt
        mode: '0644'

  post_tasks:
    - name: Wait until the host serves the new release
      ansible.builtin.uri:
        url: 'http://{{ inventory_hostname }}/version.txt'
        return_content: true
      register: health
      retries: 5
      delay: 2
      check_mode: false
      until: health.content | default('') | trim == app_release
      delegate_to: localhost

    - name: Record the healthy host on the control node
      ansible.builtin.lineinfile:
        path: '{{ rollout_log }}'
        line: "{{ now(fmt='%Y-%m-%dT%H:%M:%S') }} {{ inventory_hostname }} healthy {{ app_release }}"
      delegate_to: localhost
YML
ansible-playbook deploy.yml </dev/null
ssh -n node1 systemctl mask --now nginx
if ansible-playbook deploy.yml -e app_release=2.6.0 </dev/null; then echo "the drill should have failed"; exit 1; fi
for node in node1 node2; do
  ssh -n "$node" 'systemctl unmask nginx && systemctl enable --now nginx && echo 2.6.0 > /var/www/html/version.txt'
done
for event in "node1 started" "node1 healthy" "node2 started" "node2 healthy"; do
  echo "$(date +%Y-%m-%dT%H:%M:%S) $event 2.6.0" >> rollout.log
done
