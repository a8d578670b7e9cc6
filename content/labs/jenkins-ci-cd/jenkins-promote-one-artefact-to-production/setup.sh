#!/bin/bash
set -e
mkdir -p /srv/releases/shop-api /srv/envs/staging/releases /srv/envs/production/releases
build=$(mktemp -d)
for v in 1.7.9 1.8.0 1.8.1 1.8.2; do
  src=$build/shop-api-$v
  mkdir -p "$src/public"
  echo "$v" > "$src/version.txt"
  cp "$src/version.txt" "$src/public/version.txt"
  printf '#!/bin/bash\n# shop-api %s: start the API.\necho "shop-api %s"\n' "$v" "$v" > "$src/app.sh"
  chmod +x "$src/app.sh"
  mkdir -p /srv/releases/shop-api/$v
  tar -C "$build" --sort=name --mtime=2026-11-01 --owner=0 --group=0 -czf /srv/releases/shop-api/$v/shop-api-$v.tar.gz shop-api-$v
  (cd /srv/releases/shop-api/$v && sha256sum shop-api-$v.tar.gz > SHA256SUMS)
  chmod 444 /srv/releases/shop-api/$v/*
done
rm -rf "$build"
unpack() { mkdir -p "/srv/envs/$1/releases/$2" && tar -xzf "/srv/releases/shop-api/$2/shop-api-$2.tar.gz" --strip-components=1 -C "/srv/envs/$1/releases/$2"; }
unpack staging 1.8.1
unpack staging 1.8.2
ln -s releases/1.8.2 /srv/envs/staging/current
for v in 1.7.9 1.8.0 1.8.1; do unpack production $v; done
ln -s releases/1.8.1 /srv/envs/production/current
{
  echo "2026-10-14T04:10:00Z shop-api 1.7.9 sha256=$(cut -d' ' -f1 /srv/releases/shop-api/1.7.9/SHA256SUMS) from=staging"
  echo "2026-10-28T05:02:00Z shop-api 1.8.0 sha256=$(cut -d' ' -f1 /srv/releases/shop-api/1.8.0/SHA256SUMS) from=staging"
  echo "2026-11-12T03:45:00Z shop-api 1.8.1 sha256=$(cut -d' ' -f1 /srv/releases/shop-api/1.8.1/SHA256SUMS) from=staging"
} > /srv/envs/production/DEPLOYS
# Production's web server serves whatever release current points at.
cat > /etc/systemd/system/shop-production.service <<'UNIT'
[Unit]
Description=shop-api production (serves /srv/envs/production/current)

[Service]
ExecStart=/usr/bin/python3 -m http.server 8080 --bind 127.0.0.1 --directory /srv/envs/production/current
User=nobody
Restart=on-failure

[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
systemctl enable --now shop-production.service
for i in $(seq 1 20); do curl -s -m 1 http://127.0.0.1:8080/version.txt | grep -qx 1.8.1 && break; sleep 0.5; done
curl -s -m 1 http://127.0.0.1:8080/version.txt | grep -qx 1.8.1
