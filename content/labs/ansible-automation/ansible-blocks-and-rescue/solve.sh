#!/bin/bash
set -e
cd /root/shop-ansible
cat > deploy.yml <<'YML'
- name: Deploy a release with automatic rollback
  hosts: web
  vars:
    release: '2.5.0'
    deploy_log: /root/shop-ansible/deploy.log
  tasks:
    - name: Find the current release
      ansible.builtin.stat:
        path: /srv/shop/current
      register: current_link

    - name: Remember it for rollback
      ansible.builtin.set_fact:
        previous_release: '{{ current_link.stat.lnk_target | basename }}'
      when: current_link.stat.exists and current_link.stat.islnk

    - name: Deploy and check the release
      block:
        - name: Raise the maintenance flag
          ansible.builtin.file:
            path: /srv/shop/maintenance
            state: touch
            mode: '0644'

        - name: Copy the release
          ansible.builtin.copy:
            src: 'files/releases/{{ release }}/'
            dest: '/srv/shop/releases/{{ release }}/'
            mode: '0644'

        - name: Point current at the release
          ansible.builtin.file:
            src: '/srv/shop/releases/{{ release }}'
            dest: /srv/shop/current
            state: link

        - name: Health check
          ansible.builtin.uri:
            url: 'http://{{ inventory_hostname }}:8080/healthz'
          register: health
          retries: 5
          delay: 2
          until: health.status == 200
          delegate_to: localhost

        - name: Record the success
          ansible.builtin.lineinfile:
            path: '{{ deploy_log }}'
            line: '{{ inventory_hostname }} {{ release }} deployed'
            create: true
            mode: '0644'
          delegate_to: localhost
          throttle: 1

      rescue:
        - name: Roll back to the previous release
          ansible.builtin.file:
            src: '/srv/shop/releases/{{ previous_release }}'
            dest: /srv/shop/current
            state: link

        - name: Record the rollback
          ansible.builtin.lineinfile:
            path: '{{ deploy_log }}'
            line: '{{ inventory_hostname }} {{ release }} rolled-back-to {{ previous_release }}'
            create: true
            mode: '0644'
          delegate_to: localhost
          throttle: 1

        - name: Mark the deployment as failed
          ansible.builtin.fail:
            msg: 'Release {{ release }} failed its health check on {{ inventory_hostname }}; rolled back to {{ previous_release }}.'

      always:
        - name: Lower the maintenance flag
          ansible.builtin.file:
            path: /srv/shop/maintenance
            state: absent
YML
ansible-playbook deploy.yml </dev/null
if ansible-playbook deploy.yml -e release=2.6.0 </dev/null; then echo "2.6.0 should have failed"; exit 1; fi
ansible-playbook deploy.yml -e release=2.6.1 </dev/null
