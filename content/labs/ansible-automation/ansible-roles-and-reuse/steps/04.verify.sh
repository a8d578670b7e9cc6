#!/bin/bash
# The role has an argument spec: in one check-mode run (check-playbook reads what Ansible ran),
# motd_environment=prod on node1 fails Ansible's own argument validation before any banner task,
# and production on node2 passes it.
spec=/root/shop-ansible/roles/motd/meta/argument_specs.yml
if [ ! -f "$spec" ]; then echo "HINT: $spec does not exist yet."; exit 1; fi
out=$(check-playbook --timeout $((54 - SECONDS)) --failed-ok --changed-ok site.yml -- \
  -e "motd_environment={{ 'prod' if inventory_hostname == 'node1' else 'production' }}"); rc=$?
if [ $rc -ne 0 ]; then grep '^HINT:' <<<"$out"; exit 1; fi
if ! grep -q '^REPORT node1 [a-z]* ansible.builtin.validate_argument_spec ' <<<"$out"; then echo "HINT: no argument validation runs: check that argument_specs.yml defines the entry point 'main' under argument_specs."; exit 1; fi
if ! grep -q '^REPORT node1 failed ansible.builtin.validate_argument_spec ' <<<"$out"; then echo "HINT: motd_environment=prod is accepted: give motd_environment the choices staging and production."; exit 1; fi
if grep -q '^REPORT node1 [a-z]* ansible.builtin.template ' <<<"$out"; then echo "HINT: with motd_environment=prod the banner task still runs: the validation must stop the role first."; exit 1; fi
if ! grep -q '^REPORT node2 ok ansible.builtin.validate_argument_spec ' <<<"$out"; then echo "HINT: motd_environment=production is rejected: production must be one of the choices."; exit 1; fi
if ! grep -Eq '^REPORT node2 (ok|changed) ansible.builtin.template ' <<<"$out"; then echo "HINT: with motd_environment=production the role's banner task does not run: run site.yml --check -e motd_environment=production to see why."; exit 1; fi
exit 0
