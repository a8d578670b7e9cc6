#!/bin/bash
# Fake: make content nasrin's primary group so her files get it, instead of the setgid bit on the folder.
set -e
mkdir -p /srv/content
chown root:content /srv/content
chmod 770 /srv/content
usermod -g content nasrin
