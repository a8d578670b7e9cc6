#!/bin/bash
set -e
groupadd shopdev
useradd -m -s /bin/bash -c "Tanvir Hasan" -G shopdev tanvir
useradd -m -s /bin/bash -c "Nasrin Akter" -G shopdev nasrin
useradd --system --no-create-home --shell /usr/sbin/nologin shopapp
usermod -L -e 1 karim
find /srv -user karim -exec chown tanvir:shopdev {} +
