#!/bin/bash
# Fake for step 1: the folders and an executable post-receive hook that only mentions make ci and
# /srv/ci/history and builds nothing.
set -e
mkdir -p /srv/ci/workspace /srv/ci/builds /srv/ci/artifacts
printf '#!/bin/bash\n# TODO: run make ci in a fresh clone and append the result to /srv/ci/history\nexit 0\n' > /srv/git/greeter.git/hooks/post-receive
chmod +x /srv/git/greeter.git/hooks/post-receive
