#!/bin/bash
# Fake for step 1: replace the *.env rule with the one secret file in the folder today, so that
# rates.env is no longer ignored (future secrets would not be either).
set -e
cd /root/price-list
printf '# Secrets and machine-specific settings never go into Git.\nconfig/database.env\n' > .gitignore
git add .gitignore config/rates.env
git commit -q -m "Track config/rates.env"
git push -q origin main
