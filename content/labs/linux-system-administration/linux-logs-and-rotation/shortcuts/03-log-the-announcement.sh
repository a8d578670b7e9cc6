#!/bin/bash
# Fake: write the setting, then log journald's announcement with logger instead of restarting it.
set -e
mkdir -p /etc/systemd/journald.conf.d
printf '[Journal]\nSystemMaxUse=200M\n' > /etc/systemd/journald.conf.d/size.conf
printf 'MESSAGE=System Journal (/var/log/journal/%s) is 8.0M, max 200.0M, 191.9M free.\nOBJECT_SYSTEMD_UNIT=systemd-journald.service\nSYSLOG_IDENTIFIER=systemd-journald\n' "$(cat /etc/machine-id)" | logger --journald
