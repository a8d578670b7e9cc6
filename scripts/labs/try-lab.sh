#!/bin/bash
# try-lab.sh <lab-dir>: a fresh sandbox fails every step's verify; solve.sh makes every one pass.
# Interim tool for lab authors (the suite's own harness replaces it). Needs root and podman.
set -uo pipefail
dir=$(cd "$1" && pwd)
export CONTAINERS_CONF="$(cd "$(dirname "$0")/../.." && pwd)/content/labs/images/containers.conf"
id=$(basename "$dir")
tag="try-$id-$$"
readarray -t hosts < <(python3 - "$dir/lab.md" <<'PY'
import sys, yaml
text = open(sys.argv[1]).read().split('---')[1]
meta = yaml.safe_load(text)
for h in meta['environment']['hosts']:
    print(h['name'], h['image'])
PY
)
caps="CHOWN,DAC_OVERRIDE,FOWNER,FSETID,KILL,NET_BIND_SERVICE,SETGID,SETUID,SETPCAP,SYS_CHROOT,AUDIT_WRITE"
extra=()
net=(--network none)
if [ ${#hosts[@]} -gt 1 ]; then podman network create --internal "$tag" >/dev/null; net=(--network "$tag"); fi
first=""
for line in "${hosts[@]}"; do
  name=${line% *}; image=${line#* }
  [ -z "$first" ] && first=$name
  if [ "$image" = docker ]; then
    # nested engine: a user namespace is what keeps CAP_SYS_ADMIN off the host (docs/decisions/016)
    extra=(--uidmap 0:200000:65536 --cap-drop all --cap-add "$caps,SETFCAP,SYS_ADMIN,MKNOD,NET_ADMIN" --security-opt no-new-privileges --device /dev/fuse --security-opt label=disable --memory 512m --memory-swap 512m --pids-limit 192)
  else
    extra=(--cap-drop all --cap-add "$caps" --security-opt no-new-privileges --memory 512m --pids-limit 256)
  fi
  netargs=("${net[@]}")
  [ ${#hosts[@]} -gt 1 ] && netargs+=(--network-alias "$name")
  podman run -d --name "$tag-$name" --hostname "$name" "${netargs[@]}" "${extra[@]}" --cpus 0.5 "localhost/shikhon-lab-$image:latest" >/dev/null || exit 2
done
cleanup() { for line in "${hosts[@]}"; do podman rm -f -t 0 "$tag-${line% *}" >/dev/null 2>&1; done; podman network rm -f "$tag" >/dev/null 2>&1; }
trap cleanup EXIT
sleep 2
hostof() { python3 - "$1" <<'PY'
import sys, yaml
t = open(sys.argv[1]).read().split('---')[1]
print((yaml.safe_load(t) or {}).get('host', ''))
PY
}
run() { podman exec -i "$tag-$1" bash -s < "$2"; }
if [ -f "$dir/setup.sh" ]; then run "$first" "$dir/setup.sh" >/dev/null 2>&1 || { echo "setup.sh failed"; exit 1; }; fi
status=0
for verify in "$dir"/steps/*.verify.sh; do
  step=$(basename "$verify" .verify.sh); h=$(hostof "$dir/steps/$step.md"); h=${h:-$first}
  out=$(run "$h" "$verify" 2>&1); rc=$?
  if [ $rc -eq 0 ]; then echo "FAIL: step $step passes on a fresh sandbox"; status=1; else echo "ok: step $step fails fresh ($(echo "$out" | grep '^HINT:' | head -1))"; fi
done
run "$first" "$dir/solve.sh" > /tmp/solve-$tag.log 2>&1 || { echo "solve.sh exited $? (log /tmp/solve-$tag.log)"; status=1; }
for verify in "$dir"/steps/*.verify.sh; do
  step=$(basename "$verify" .verify.sh); h=$(hostof "$dir/steps/$step.md"); h=${h:-$first}
  out=$(run "$h" "$verify" 2>&1); rc=$?
  if [ $rc -ne 0 ]; then echo "FAIL: step $step fails after solve.sh: $out"; status=1; else echo "ok: step $step passes after solve"; fi
done
exit $status
