#!/bin/bash
# The role has an argument spec: a wrong motd_environment fails at validation, a right one passes.
spec=/root/shop-ansible/roles/motd/meta/argument_specs.yml
if [ ! -f "$spec" ]; then echo "HINT: $spec does not exist yet."; exit 1; fi
cd /root/shop-ansible || exit 1
bad=$(ANSIBLE_NOCOLOR=1 ANSIBLE_PIPELINING=1 ANSIBLE_GATHERING=explicit timeout 25 ansible-playbook site.yml --check -l node1 -e motd_environment=prod 2>&1 </dev/null)
if ! grep -q "Validating arguments against arg spec" <<<"$bad"; then echo "HINT: no validation task runs: check that argument_specs.yml defines the entry point 'main' under argument_specs."; exit 1; fi
if ! grep -q "motd_environment must be one of" <<<"$bad"; then echo "HINT: motd_environment=prod is accepted: give motd_environment the choices staging and production."; exit 1; fi
good=$(ANSIBLE_NOCOLOR=1 ANSIBLE_PIPELINING=1 timeout 25 ansible-playbook site.yml --check -l node1 -e motd_environment=production 2>&1 </dev/null); rc=$?
if [ $rc -ne 0 ]; then echo "HINT: site.yml fails with motd_environment=production (exit $rc): run it with --check to see why."; exit 1; fi
exit 0
