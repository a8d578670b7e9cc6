#!/bin/bash
# Fake: lock and expire karim, then chown -R tanvir over his folders, which leaves karim's group on every file.
set -e
groupadd shopdev
useradd -m -s /bin/bash -c "Tanvir Hasan" -G shopdev tanvir
useradd -m -s /bin/bash -c "Nasrin Akter" -G shopdev nasrin
useradd --system --no-create-home --shell /usr/sbin/nologin shopapp
usermod -L -e 1 karim
chown -R tanvir /srv/shop/reports /srv/shop/scripts
