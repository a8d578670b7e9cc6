#!/bin/bash
# On node1 and node2: user deploy with /bin/bash, /opt/shop owned by deploy:deploy, mode 750, made
# by Ansible's user and file modules (their journal records, check-playbook --logged).
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" \
    'getent passwd deploy | cut -d: -f7; stat -c "%U:%G %a %F" /opt/shop 2>/dev/null' 2>/dev/null)
  shell=$(sed -n 1p <<<"$state"); folder=$(sed -n 2p <<<"$state")
  if [ -z "$shell" ]; then echo "HINT: $node has no user deploy yet (ansible.builtin.user)."; ok=1; continue; fi
  if [ "$shell" != /bin/bash ]; then echo "HINT: deploy's shell on $node is $shell, not /bin/bash."; ok=1; fi
  if [ -z "$folder" ]; then echo "HINT: /opt/shop does not exist on $node yet."; ok=1; continue; fi
  if [ "${folder% directory}" = "$folder" ]; then echo "HINT: /opt/shop on $node is not a directory."; ok=1; continue; fi
  if [ "$folder" != "deploy:deploy 750 directory" ]; then echo "HINT: /opt/shop on $node is ${folder% directory}; it should be deploy:deploy with mode 750."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
# Ansible's modules did it: each leaves an "Invoked with" record in the node's journal (useradd or
# mkdir over ssh leaves none).
for node in node1 node2; do
  check-playbook --logged "$node" ansible.builtin.user name=deploy shell=/bin/bash || ok=1
  check-playbook --logged "$node" ansible.builtin.file path=/opt/shop owner=deploy || ok=1
done
exit $ok
