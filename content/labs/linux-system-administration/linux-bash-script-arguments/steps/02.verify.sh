#!/bin/bash
s=/usr/local/bin/disk-check
if [ ! -x "$s" ]; then echo "HINT: $s does not exist or is not executable (step 1)."; exit 1; fi
if ! grep -Eq '^\s*(function\s+)?[A-Za-z_][A-Za-z0-9_]*\s*\(\)\s*\{?' "$s" || [ "$(grep -Ec '^\s*(function\s+)?[A-Za-z_][A-Za-z0-9_]*\s*\(\)' "$s")" -lt 2 ]; then echo "HINT: the script should define a function (such as used_percent) besides usage."; exit 1; fi
pct=$(df --output=pcent / | tail -n 1 | tr -dc '0-9')
out=$(timeout 10 "$s" 100 / /var 2>/dev/null </dev/null); rc=$?
if [ $rc -ne 0 ]; then echo "HINT: disk-check 100 / /var exits $rc; nothing can be above 100%, so it should exit 0."; exit 1; fi
if ! echo "$out" | grep -qx "OK / ${pct}%"; then echo "HINT: disk-check 100 / should print the line 'OK / ${pct}%'."; exit 1; fi
if [ "$(echo "$out" | grep -c .)" -ne 2 ]; then echo "HINT: disk-check 100 / /var should print one line per folder."; exit 1; fi
out=$(timeout 10 "$s" 0 / /var 2>/dev/null </dev/null); rc=$?
if [ $rc -ne 1 ]; then echo "HINT: disk-check 0 / /var exits $rc; with a limit of 0 every used filesystem is an alert (exit 1)."; exit 1; fi
if ! echo "$out" | grep -qx "ALERT / ${pct}% (limit 0%)"; then echo "HINT: disk-check 0 / should print 'ALERT / ${pct}% (limit 0%)'."; exit 1; fi
err=$(timeout 10 "$s" 0 / /nowhere 2>&1 >/dev/null </dev/null); rc=$?
if [ $rc -ne 2 ]; then echo "HINT: disk-check 0 / /nowhere exits $rc; a missing folder should win with exit 2, even after an alert."; exit 1; fi
if ! echo "$err" | grep -q '/nowhere'; then echo "HINT: a missing folder should be named in a message on standard error."; exit 1; fi
out=$(timeout 10 "$s" 100 /nowhere / 2>/dev/null </dev/null); rc=$?
if [ $rc -ne 2 ] || ! echo "$out" | grep -qx "OK / ${pct}%"; then echo "HINT: after a missing folder the script should go on checking the others and still exit 2."; exit 1; fi
exit 0
