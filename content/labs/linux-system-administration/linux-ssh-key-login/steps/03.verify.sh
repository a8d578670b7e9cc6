#!/bin/bash
if ! systemctl is-active --quiet ssh; then echo "HINT: the ssh service is not running (step 1)."; exit 1; fi
conf=$(sshd -T 2>/dev/null)
if [ -z "$conf" ]; then echo "HINT: sshd -t says: $(sshd -t 2>&1 | head -n 1)"; exit 1; fi
chk() { echo "$conf" | grep -qx "$1" || { echo "HINT: $2"; exit 1; }; }
chk 'passwordauthentication no' "PasswordAuthentication is still on."
chk 'kbdinteractiveauthentication no' "KbdInteractiveAuthentication is still on (it can ask for passwords too)."
chk 'permitrootlogin no' "PermitRootLogin should be no."
chk 'allowgroups sshusers' "only the group sshusers should be allowed to log in (AllowGroups)."
if ! id -nG learner | tr ' ' '\n' | grep -qx sshusers; then echo "HINT: learner is not in the group sshusers."; exit 1; fi
refusal=$(timeout 10 ssh -F /dev/null -n -o BatchMode=yes -o PubkeyAuthentication=no -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null learner@localhost true 2>&1)
if echo "$refusal" | grep -q 'password\|keyboard-interactive'; then echo "HINT: the running sshd still offers passwords; reload it (systemctl reload ssh)."; exit 1; fi
if ! timeout 10 ssh -F /dev/null -n -o BatchMode=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -i /root/.ssh/id_ed25519 learner@localhost true 2>/dev/null; then echo "HINT: learner can no longer log in with the key; check AllowGroups and group membership."; exit 1; fi
exit 0
