#!/bin/bash
if [ -e /srv/shop/releases/v0 ]; then echo "HINT: the oldest release, v0, is still there."; exit 1; fi
if [ ! -f /srv/shop/releases/v1/VERSION ]; then echo "HINT: release v1 was deleted; keep it for a rollback (restart the lab to get it back)."; exit 1; fi
if [ ! -f /srv/shop/releases/v2/VERSION ]; then echo "HINT: release v2 is missing; unpack it first (step 1)."; exit 1; fi
# removed, not renamed or moved aside: no folder on the machine still holds release v0
moved=$(grep -rlx --include=VERSION v0 /srv /root /home /tmp /var/tmp /opt 2>/dev/null | head -n 1)
if [ -n "$moved" ]; then echo "HINT: release v0 still exists as $(dirname "$moved"); it was moved, not removed (rm -r)."; exit 1; fi
exit 0
