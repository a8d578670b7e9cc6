#!/bin/bash
# The project with four builds (2.6.0 lacks its health page), and both nodes serving 2.4.1 on 8080.
set -e
mkdir -p /root/shop-ansible/inventory
cd /root/shop-ansible
cat > ansible.cfg <<'CFG'
[defaults]
inventory = inventory/hosts.ini
interpreter_python = auto_silent
CFG
printf '[web]\nnode1\nnode2\n' > inventory/hosts.ini
for release in 2.4.1 2.5.0 2.6.0 2.6.1; do
  mkdir -p "files/releases/$release"
  printf '<h1>Shop %s</h1>\n' "$release" > "files/releases/$release/index.html"
  [ "$release" = 2.6.0 ] || printf 'ok %s\n' "$release" > "files/releases/$release/healthz"
done
for node in node1 node2; do
  for attempt in $(seq 1 30); do
    if ssh -n -o BatchMode=yes -o ConnectTimeout=3 "$node" true 2>/dev/null; then break; fi
    sleep 1
  done
  ssh -n -o BatchMode=yes "$node" 'set -e
    mkdir -p /srv/shop/releases/2.4.1
    printf "<h1>Shop 2.4.1</h1>\n" > /srv/shop/releases/2.4.1/index.html
    printf "ok 2.4.1\n" > /srv/shop/releases/2.4.1/healthz
    ln -sfn /srv/shop/releases/2.4.1 /srv/shop/current
    cat > /etc/nginx/sites-enabled/shop.conf <<NGINX
server {
    listen 8080;
    root /srv/shop/current;
    location = /healthz { default_type text/plain; }
}
NGINX
    systemctl enable --now nginx >/dev/null 2>&1
    systemctl reload nginx'
done
