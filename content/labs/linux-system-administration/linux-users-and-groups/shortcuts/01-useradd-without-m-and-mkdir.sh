#!/bin/bash
# Fake: useradd without -m or -c, then mkdir the home folders by hand (owned by root, no skeleton files).
set -e
groupadd shopdev
useradd -s /bin/bash -G shopdev tanvir
useradd -s /bin/bash -G shopdev nasrin
mkdir -p /home/tanvir /home/nasrin
