#!/bin/bash
f=/etc/shop/app.ini
if [ ! -f "$f.bak" ]; then echo "HINT: there is no backup $f.bak (sed -i.bak)."; exit 1; fi
if ! grep -q '^log_level = debug$' "$f.bak"; then echo "HINT: $f.bak should be the original file; it has been changed too."; exit 1; fi
# sed -i.bak writes a new file and keeps the old one as the backup: the backup is the older file
born_bak=$(stat -c %.9W "$f.bak"); born_new=$(stat -c %.9W "$f")
if [ "${born_bak%.*}" != 0 ] && [ "${born_new%.*}" != 0 ] && ! [[ "$born_new" > "$born_bak" ]]; then echo "HINT: $f.bak is a copy made before an edit in place, not the file sed -i.bak sets aside; put the original content back (cp $f.bak $f; rm $f.bak) and make the edit with sed -i.bak."; exit 1; fi
section() { awk -v s="[$1]" '$0 == s {on=1; next} /^\[/ {on=0} on && $1 == "host" {print $3}' "$f"; }
if [ "$(section database)" != 10.20.0.40 ]; then echo "HINT: the [database] host is '$(section database)', not 10.20.0.40."; exit 1; fi
if [ "$(section cache)" != 10.20.0.15 ]; then echo "HINT: the [cache] host changed too; it must stay 10.20.0.15."; exit 1; fi
if ! grep -q '^log_level = info$' "$f"; then echo "HINT: log_level is not info yet."; exit 1; fi
changed=$(diff "$f.bak" "$f" | grep -c '^>')
if [ "$changed" -ne 2 ]; then echo "HINT: exactly 2 lines should differ from $f.bak; $changed do."; exit 1; fi
exit 0
