#!/bin/bash
# Fake: step 1 for real, then type the failed 2.6.0 attempt into the log instead of the drill.
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
echo "$(date +%Y-%m-%dT%H:%M:%S) node1 started 2.6.0" >> rollout.log
