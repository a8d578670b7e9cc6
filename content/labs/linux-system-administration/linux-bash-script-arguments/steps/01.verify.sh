#!/bin/bash
s=/usr/local/bin/disk-check
if [ ! -f "$s" ]; then echo "HINT: $s does not exist yet."; exit 1; fi
if [ ! -x "$s" ]; then echo "HINT: $s is not executable."; exit 1; fi
if ! head -n 1 "$s" | grep -q '^#!.*bash'; then echo "HINT: the first line should be a #! line for bash."; exit 1; fi
t() { out=$(timeout 10 "$s" "$@" 2>/tmp/.dc-err </dev/null); rc=$?; err=$(cat /tmp/.dc-err); rm -f /tmp/.dc-err; }
t
if [ $rc -ne 2 ]; then echo "HINT: disk-check with no arguments exits $rc; it should exit 2."; exit 1; fi
if ! echo "$err" | grep -q 'Usage'; then echo "HINT: disk-check with no arguments should print a Usage line on standard error."; exit 1; fi
if echo "$out" | grep -q 'Usage'; then echo "HINT: the usage message went to standard output; send it to standard error (>&2)."; exit 1; fi
t 90
if [ $rc -ne 2 ]; then echo "HINT: disk-check 90 (no folder) exits $rc; it should exit 2."; exit 1; fi
t ninety /
if [ $rc -ne 2 ]; then echo "HINT: disk-check ninety / exits $rc; a limit that is not a number should exit 2."; exit 1; fi
t 150 /
if [ $rc -ne 2 ]; then echo "HINT: disk-check 150 / exits $rc; a limit above 100 should exit 2."; exit 1; fi
exit 0
