#!/bin/bash
s=/usr/local/bin/disk-check
if [ ! -f "$s" ]; then echo "HINT: $s does not exist yet."; exit 1; fi
if [ ! -x "$s" ]; then echo "HINT: $s is not executable."; exit 1; fi
if ! head -n 1 "$s" | grep -q '^#!.*bash'; then echo "HINT: the first line should be a #! line for bash."; exit 1; fi
e=$(mktemp); trap 'rm -f "$e"' EXIT
t() { out=$(cd / && timeout 10 "$s" "$@" 2>"$e" </dev/null); rc=$?; err=$(cat "$e"); }
t
if [ $rc -ne 2 ]; then echo "HINT: disk-check with no arguments exits $rc; it should exit 2."; exit 1; fi
if ! echo "$err" | grep -q 'Usage'; then echo "HINT: disk-check with no arguments should print a Usage line on standard error."; exit 1; fi
if echo "$out" | grep -q 'Usage'; then echo "HINT: disk-check with no arguments printed the usage on standard output; send it to standard error (>&2)."; exit 1; fi
# Fresh arguments each time: the script must judge them, not recognise a few known calls.
t $((RANDOM % 90 + 5))
if [ $rc -ne 2 ]; then echo "HINT: disk-check with a limit and no folder exits $rc; it should exit 2."; exit 1; fi
word=$(printf 'ninety\nhigh\n9o\n5%%\nfull\n' | shuf -n 1)
t "$word" /
if [ $rc -ne 2 ]; then echo "HINT: disk-check $word / exits $rc; a limit that is not a number should exit 2."; exit 1; fi
big=$((RANDOM % 900 + 101))
t "$big" /
if [ $rc -ne 2 ]; then echo "HINT: disk-check $big / exits $rc; a limit above 100 should exit 2."; exit 1; fi
# A correct call must not be refused: nothing is fuller than 100%.
t 100 /
if [ $rc -ne 0 ]; then echo "HINT: disk-check 100 / exits $rc; a correct call (a limit from 0 to 100 and a folder) must not be refused."; exit 1; fi
if echo "$err" | grep -q 'Usage'; then echo "HINT: disk-check 100 / printed the usage; only wrong calls should."; exit 1; fi
exit 0
