#!/bin/bash
set -e
git config --global user.name "Lab Learner"
git config --global user.email "learner@shop.example.com"
git config --global init.defaultBranch main
export GIT_AUTHOR_DATE="2026-11-02T10:00:00+06:00" GIT_COMMITTER_DATE="2026-11-02T10:00:00+06:00"
mkdir -p /srv/git /var/lib/shikhon-lab
git init -q --bare /srv/git/shop-api.git
work=$(mktemp -d)
git clone -q /srv/git/shop-api.git "$work/shop-api" 2>/dev/null
cd "$work/shop-api"
as() { GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$2" git commit -q -m "$3"; }
mkdir -p config
printf 'APP_NAME=shop-api\nPORT=8080\nTIMEOUT=30\n' > config/app.env
cat > README.md <<'MD'
# shop-api

The shop's order API. Settings live in `config/app.env`.
MD
cat > app.sh <<'SH'
#!/bin/bash
# Starts the API with the settings in config/app.env.
set -a
. "$(dirname "$0")/config/app.env"
set +a
echo "starting $APP_NAME on port $PORT (timeout ${TIMEOUT}s)"
SH
chmod +x app.sh
git add .
as "Arif Hossain" arif@shop.example.com "Initial import of shop-api"
git tag -a v1.1.0 -m "Release 1.1.0"
git switch -q -c feature/timeout
sed -i 's/^TIMEOUT=30$/# the payment gateway can take up to 50 s\nTIMEOUT=60/' config/app.env
git add config/app.env
export GIT_AUTHOR_DATE="2026-11-03T11:00:00+06:00" GIT_COMMITTER_DATE="2026-11-03T11:00:00+06:00"
as "Nadia Rahman" nadia@shop.example.com "Raise the request timeout to 60 s for slow payment gateway replies"
git rev-parse HEAD > /var/lib/shikhon-lab/timeout-commit
git switch -q main
sed -i 's/^TIMEOUT=30$/TIMEOUT=45\nLOG_LEVEL=info/' config/app.env
git add config/app.env
as "Arif Hossain" arif@shop.example.com "Set the timeout to 45 s and log at info level"
git push -q origin main feature/timeout v1.1.0 2>/dev/null
cd /
rm -rf "$work"
git clone -q /srv/git/shop-api.git /root/shop-api 2>/dev/null
git -C /root/shop-api rev-parse main > /var/lib/shikhon-lab/main-start
