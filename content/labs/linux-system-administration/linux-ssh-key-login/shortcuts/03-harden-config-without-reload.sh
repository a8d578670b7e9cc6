#!/bin/bash
# Fake: write the hardening drop-in (sshd -T shows it) but never reload, so the running sshd still takes passwords.
set -e
systemctl enable --now ssh
mkdir -p /root/.ssh && chmod 700 /root/.ssh
ssh-keygen -q -t ed25519 -C "deploy@lab" -N '' -f /root/.ssh/id_ed25519
install -d -m 700 -o learner -g learner /home/learner/.ssh
cat /root/.ssh/id_ed25519.pub >> /home/learner/.ssh/authorized_keys
chown learner:learner /home/learner/.ssh/authorized_keys
chmod 600 /home/learner/.ssh/authorized_keys
groupadd -f sshusers
usermod -aG sshusers learner
cat > /etc/ssh/sshd_config.d/10-hardening.conf <<'CONF'
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin no
AllowGroups sshusers
CONF
sshd -t
