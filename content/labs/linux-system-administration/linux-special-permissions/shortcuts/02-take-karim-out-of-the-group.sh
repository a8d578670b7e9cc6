#!/bin/bash
# Fake: stop karim deleting nasrin's files by taking him out of the group instead of setting the sticky bit.
set -e
mkdir -p /srv/content
chown root:content /srv/content
chmod 2770 /srv/content
gpasswd -d karim content
