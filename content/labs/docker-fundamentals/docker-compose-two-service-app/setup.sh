#!/bin/bash
set -e
mkdir -p /root/statuspage
cat > /root/statuspage/writer.sh <<'SCRIPT'
#!/bin/bash
# Regenerates the status page every 5 seconds into /www (a volume shared with the web server).
set -u
while true; do
  cat > /www/index.html.new <<HTML
<!doctype html><meta charset="utf-8">
<h1>${SITE_NAME:-Status}</h1>
<p>All systems operational. Checked $(date -u '+%Y-%m-%d %H:%M:%S') UTC.</p>
HTML
  mv /www/index.html.new /www/index.html
  echo "wrote index.html for ${SITE_NAME:-Status}"
  sleep 5
done
SCRIPT
chmod +x /root/statuspage/writer.sh
