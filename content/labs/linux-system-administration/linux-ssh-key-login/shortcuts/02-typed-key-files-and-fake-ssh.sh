#!/bin/bash
# Fake: key files typed by hand (not a real key pair) put in authorized_keys, and an ssh in /usr/local/bin that always succeeds.
set -e
systemctl enable --now ssh
mkdir -p /root/.ssh && chmod 700 /root/.ssh
echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHc4bUp0ZmFrZWtleWZha2VrZXlmYWtla2V5ZmFrZWs deploy@lab' > /root/.ssh/id_ed25519.pub
echo 'not a key' > /root/.ssh/id_ed25519
chmod 600 /root/.ssh/id_ed25519
install -d -m 700 -o learner -g learner /home/learner/.ssh
cat /root/.ssh/id_ed25519.pub >> /home/learner/.ssh/authorized_keys
chown learner:learner /home/learner/.ssh/authorized_keys
chmod 600 /home/learner/.ssh/authorized_keys
printf '#!/bin/sh\necho "key login works"\nexit 0\n' > /usr/local/bin/ssh
chmod 755 /usr/local/bin/ssh
