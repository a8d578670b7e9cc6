#!/bin/bash
# Fake: the role's folders and files made with mkdir and touch instead of ansible-galaxy role init.
set -e
cd /root/shop-ansible
mkdir -p roles/motd/{tasks,defaults,handlers,meta,templates,tests,vars,files}
touch roles/motd/{tasks,defaults,handlers,meta,vars}/main.yml roles/motd/tests/test.yml roles/motd/tests/inventory roles/motd/README.md
