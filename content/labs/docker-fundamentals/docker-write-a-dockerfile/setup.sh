#!/bin/bash
set -e
mkdir -p /root/status-page
cat > /root/status-page/index.html <<'HTML'
<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Shikhon Shop status</title></head>
<body>
<h1>Shikhon Shop status</h1>
<p>All systems operational.</p>
</body>
</html>
HTML
cat > /root/status-page/README.md <<'TEXT'
# Status page
A static page served by BusyBox httpd on port 8080.
TEXT
