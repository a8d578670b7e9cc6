#!/bin/bash
set -e
git config --global user.name "Lab Learner"
git config --global user.email "learner@shop.example.com"
git config --global init.defaultBranch main
mkdir -p /root/billing-cli/bin /var/lib/shikhon-lab
cd /root/billing-cli
git init -q
commit() { GIT_AUTHOR_NAME="Nadia Rahman" GIT_AUTHOR_EMAIL=nadia@shop.example.com GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -m "$2"; }
cat > bin/billing.sh <<'SH'
#!/bin/bash
# billing.sh AMOUNT: print an amount in paisa as taka.
set -euo pipefail
amount=${1:?usage: billing.sh AMOUNT_IN_PAISA}
printf '%d.%02d BDT\n' $((amount / 100)) $((amount % 100))
SH
chmod +x bin/billing.sh
printf '# billing-cli\n\nSmall billing helpers for the shop.\n' > README.md
git add .
commit 2026-10-01T09:00:00+06:00 "billing-cli: format amounts"
GIT_COMMITTER_DATE=2026-10-01T09:00:00+06:00 git tag -a v2.3.0 -m "Release 2.3.0"
printf '\nUsage: `bin/billing.sh 125050` prints `1250.50 BDT`.\n' >> README.md
git add README.md
commit 2026-10-20T12:00:00+06:00 "Document the usage"
sed -i 's/^amount=.*/&\n[[ $amount =~ ^[0-9]+$ ]] || { echo "amount must be a whole number of paisa" >\&2; exit 2; }/' bin/billing.sh
git add bin/billing.sh
commit 2026-11-10T16:00:00+06:00 "Reject amounts that are not whole numbers of paisa"
git rev-parse HEAD > /var/lib/shikhon-lab/main-start
# The previous release in the artefact repository, then damaged in storage.
release=/srv/releases/billing-cli/2.3.0
mkdir -p $release
git archive --format=tar.gz --prefix=billing-cli-2.3.0/ -o $release/billing-cli-2.3.0.tar.gz v2.3.0
(cd $release && sha256sum billing-cli-2.3.0.tar.gz > SHA256SUMS)
sha256sum $release/SHA256SUMS | cut -d' ' -f1 > /var/lib/shikhon-lab/sums-2.3.0
size=$(stat -c %s $release/billing-cli-2.3.0.tar.gz)
truncate -s $((size - 40)) $release/billing-cli-2.3.0.tar.gz
chmod 444 $release/*
