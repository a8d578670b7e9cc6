#!/bin/bash
# Fake: a script that prints the usage and exits 2 whatever it is given.
set -e
printf '#!/usr/bin/env bash\necho "Usage: disk-check LIMIT MOUNT..." >&2\nexit 2\n' > /usr/local/bin/disk-check
chmod 755 /usr/local/bin/disk-check
