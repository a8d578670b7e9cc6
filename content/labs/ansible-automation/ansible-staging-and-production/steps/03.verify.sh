#!/bin/bash
# Check-mode runs of site.yml, read through the academy's own callback (check-playbook): production
# without confirm_env=production fails at the assert with its message before any file or template
# task runs; production with it and staging without it pass with nothing to change.
cd /root/shop-ansible 2>/dev/null || exit 1
if [ ! -f inventories/production/hosts ]; then echo "HINT: inventories/production does not exist yet: do steps 1 and 2 first."; exit 1; fi
tmp=$(mktemp -d)
check-playbook --no-facts --timeout $((54 - SECONDS)) --hosts node2 site.yml -- -i inventories/production >"$tmp/refused" &
check-playbook --no-facts --timeout $((54 - SECONDS)) --hosts node2 site.yml --expect 'ansible.builtin.template dest=/etc/shop/shop.conf' \
  -- -i inventories/production -e confirm_env=production >"$tmp/confirmed" &
check-playbook --no-facts --timeout $((54 - SECONDS)) --hosts node1 site.yml --expect 'ansible.builtin.assert' \
  --expect 'ansible.builtin.template dest=/etc/shop/shop.conf' >"$tmp/staging" &
wait
refused=$(cat "$tmp/refused"); confirmed=$(cat "$tmp/confirmed"); staging=$(cat "$tmp/staging"); rm -rf "$tmp"
if grep -q 'did not finish within' <<<"$refused$confirmed$staging"; then echo "HINT: the check runs took too long (the machine is busy): press Check again."; exit 1; fi
if ! grep -q '^HINT: a check-mode run of site.yml fails on node2' <<<"$refused"; then echo "HINT: a production run without -e confirm_env=production still passes: add the assert task."; exit 1; fi
if ! grep -Eq '^REPORT node2 failed ansible\.builtin\.assert ' <<<"$refused"; then echo "HINT: the production run without confirmation fails, but not at an ansible.builtin.assert task: add the assert."; exit 1; fi
if ! grep -q 'confirm_env=production' <<<"$refused"; then echo "HINT: the production run fails, but not with the message that asks for -e confirm_env=production (fail_msg)."; exit 1; fi
if grep -Eq '^REPORT node2 (ok|changed) ansible\.builtin\.(file|template) ' <<<"$refused"; then echo "HINT: without confirmation, production still reaches the file tasks: put the assert first in tasks:."; exit 1; fi
if grep -q '^HINT:' <<<"$confirmed"; then echo "HINT: a production run with -e confirm_env=production should pass with nothing to change:"; grep '^HINT:' <<<"$confirmed"; exit 1; fi
if grep -q '^HINT:' <<<"$staging"; then echo "HINT: staging runs should pass as before, without confirm_env:"; grep '^HINT:' <<<"$staging"; exit 1; fi
exit 0
