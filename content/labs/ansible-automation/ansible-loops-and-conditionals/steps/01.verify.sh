#!/bin/bash
# On node1 and node2: rahim (bash, in adm) and nadia (bash) exist.
# team.yml (check-playbook) has the looped user task that made them: not useradd over ssh.
# ssh gets -n: this script itself may arrive on stdin.
ok=0
for node in node1 node2; do
  state=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "$node" 'for u in rahim nadia; do printf "%s %s %s\n" "$u" "$(getent passwd $u | cut -d: -f7)" "$(id -nG $u 2>/dev/null | tr " " ,)"; done' 2>/dev/null)
  for user in rahim nadia; do
    line=$(grep "^$user " <<<"$state")
    shell=$(cut -d' ' -f2 <<<"$line"); groups=$(cut -d' ' -f3 <<<"$line")
    if [ -z "$shell" ]; then echo "HINT: $node has no account $user yet: add it to team_members and run team.yml."; ok=1; continue; fi
    [ "$shell" = /bin/bash ] || { echo "HINT: $user's shell on $node is $shell, not /bin/bash."; ok=1; }
  done
  groups=$(grep '^rahim ' <<<"$state" | cut -d' ' -f3)
  if [ -n "$groups" ] && ! tr , '\n' <<<"$groups" | grep -qx adm; then echo "HINT: rahim on $node is not in the group adm (groups: [adm] in his entry)."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
# team.yml's looped user task made the accounts: a check-mode run finds them done.
check-playbook --timeout $((54 - SECONDS)) --no-facts \
  --expect 'ansible.builtin.user name=rahim shell=/bin/bash groups=adm' \
  --expect 'ansible.builtin.user name=nadia shell=/bin/bash' team.yml
