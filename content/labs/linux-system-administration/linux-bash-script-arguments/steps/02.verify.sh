#!/bin/bash
s=/usr/local/bin/disk-check
if [ ! -x "$s" ]; then echo "HINT: $s does not exist or is not executable (step 1)."; exit 1; fi
if [ "$(grep -Ec '^\s*(function\s+)?[A-Za-z_][A-Za-z0-9_]*\s*\(\)' "$s")" -lt 2 ]; then echo "HINT: the script should define a function (such as used_percent) besides usage."; exit 1; fi
pct() { df --output=pcent "$1" | tail -n 1 | tr -dc '0-9'; }
# Fresh calls: /run/lock (a small memory filesystem) filled to a random level for this check,
# with / and /run, in a random order, and limits drawn at random around how full they are now:
# only a real df and comparison pass.
fill=/run/lock/.disk-check-verify-$$
trap 'rm -f "$fill"' EXIT
size=$(df -k --output=size /run/lock | tail -n 1 | tr -dc '0-9')
fallocate -l "$(( size * (10 + RANDOM % 70) / 100 ))K" "$fill" 2>/dev/null
mapfile -t mounts < <(printf '%s\n' / /run/lock /run | shuf)
run() { out=$(cd / && timeout 10 "$s" "$@" 2>/dev/null </dev/null); rc=$?; }
# expect LIMIT: the lines disk-check LIMIT <mounts> should print, computed from df now
expect() {
  local m p
  for m in "${mounts[@]}"; do
    p=$(pct "$m")
    if (( p > $1 )); then echo "ALERT $m ${p}% (limit ${1}%)"; else echo "OK $m ${p}%"; fi
  done
}
lo=100; hi=0
for m in "${mounts[@]}"; do p=$(pct "$m"); (( p < lo )) && lo=$p; (( p > hi )) && hi=$p; done
call() {
  local want rc_want=0
  run "$1" "${mounts[@]}"
  want=$(expect "$1")
  echo "$want" | grep -q '^ALERT' && rc_want=1
  if [ "$out" != "$want" ]; then
    echo "HINT: disk-check $1 ${mounts[*]} printed:"
    echo "$out" | head -n 3 | sed 's/^/HINT:   /'
    echo "HINT: expected one line per folder, in the order given; the first that differs should read '$(diff <(echo "$out") <(echo "$want") | sed -n 's/^> //p' | head -n 1)'."
    exit 1
  fi
  if [ $rc -ne $rc_want ]; then echo "HINT: disk-check $1 ${mounts[*]} exits $rc; it should exit $rc_want (1 when any folder is over the limit)."; exit 1; fi
}
call $(( hi + RANDOM % (101 - hi) ))
call $(( lo > 0 ? RANDOM % lo : 0 ))
if (( hi > lo )); then call $(( lo + RANDOM % (hi - lo) )); fi
missing="/nowhere-$RANDOM"
err=$(cd / && timeout 10 "$s" 0 / "$missing" 2>&1 >/dev/null </dev/null); rc=$?
if [ $rc -ne 2 ]; then echo "HINT: disk-check 0 / $missing exits $rc; a missing folder should win with exit 2, even after an alert."; exit 1; fi
if ! echo "$err" | grep -q "$missing"; then echo "HINT: a missing folder should be named in a message on standard error."; exit 1; fi
run 100 "$missing" /
if [ $rc -ne 2 ] || ! echo "$out" | grep -qx "OK / $(pct /)%"; then echo "HINT: after a missing folder the script should go on checking the others and still exit 2."; exit 1; fi
exit 0
