#!/bin/bash
set -e
mkdir -p /srv/site
cat > /srv/site/index.html <<'HTML'
<!doctype html><meta charset="utf-8">
<h1>Shikhon Shop</h1>
<p>Opening hours: 09:00-17:00.</p>
HTML
