#!/bin/bash
# A production check run fails without confirm_env=production and passes with it.
cd /root/shop-ansible 2>/dev/null || exit 1
if [ ! -f inventories/production/hosts ]; then echo "HINT: inventories/production does not exist yet: do steps 1 and 2 first."; exit 1; fi
run() { ANSIBLE_NOCOLOR=1 ANSIBLE_PIPELINING=1 ANSIBLE_GATHERING=explicit timeout 25 ansible-playbook site.yml --check "$@" 2>&1 </dev/null; }
out=$(run -i inventories/production); rc=$?
if [ $rc -eq 124 ]; then echo "HINT: the check run took too long (the machine is busy): press Check again."; exit 1; fi
if [ $rc -eq 0 ]; then echo "HINT: a production run without -e confirm_env=production still passes: add the assert task."; exit 1; fi
if ! grep -q 'confirm_env=production' <<<"$out"; then echo "HINT: the production run fails, but not with the message that asks for -e confirm_env=production (fail_msg)."; exit 1; fi
out=$(run -i inventories/production -e confirm_env=production); rc=$?
if [ $rc -ne 0 ]; then echo "HINT: a production run with -e confirm_env=production should pass; it exits $rc."; exit 1; fi
exit 0
