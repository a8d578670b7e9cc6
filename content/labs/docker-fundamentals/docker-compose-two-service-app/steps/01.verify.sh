#!/bin/bash
p=statuspage
d=/root/statuspage
f=""
for n in compose.yaml compose.yml docker-compose.yml docker-compose.yaml; do
  if [ -f "$d/$n" ]; then f=$d/$n; break; fi
done
if [ -z "$f" ]; then echo "HINT: /root/statuspage/compose.yaml does not exist yet."; exit 1; fi
# The learner's file as Compose reads it (the image's docker-compose library, against the lab's
# engine; -I: nothing is imported from the project folder), with Compose's own fingerprint of
# each service (the config-hash label it puts on the containers it makes). Prints HINT lines
# for what the file lacks.
facts=$(cd / && DOCKER_HOST=unix:///run/docker.sock timeout 35 python3 -I - "$d" "$p" 2>/dev/null <<'PY'
import os, sys
from compose.cli.command import project_from_options
os.chdir(sys.argv[1])
try:
    project = project_from_options(".", {"--project-name": sys.argv[2]})
    s = {svc.name: svc for svc in project.services}
    hashes = {name: svc.config_hash for name, svc in s.items()}
except Exception as error:
    print("HINT: docker compose config fails on the project: " + str(error).splitlines()[0][:200])
    sys.exit(0)
vol = sys.argv[2] + "_site-data:/www"
def opt(name, key): return s[name].options.get(key) if name in s else None
def vols(name): return [str(v.repr()) for v in opt(name, "volumes") or []]
for name in ("writer", "web"):
    if name not in s: print(f"HINT: compose.yaml declares no service {name}.")
if "site-data" not in project.volumes.volumes: print("HINT: compose.yaml declares no named volume site-data under the top-level volumes:.")
if "writer" in s:
    if not str(opt("writer", "image")).startswith("debian:"): print("HINT: the writer service should use the image debian:bookworm-slim.")
    if not any(v.startswith(vol) for v in vols("writer")): print("HINT: the writer service should mount site-data at /www.")
    if not any(v.endswith("/writer.sh:/app/writer.sh:ro") for v in vols("writer")): print("HINT: the writer service should bind-mount ./writer.sh at /app/writer.sh read-only.")
    print("SITE_NAME=" + str((opt("writer", "environment") or {}).get("SITE_NAME") or ""))
if "web" in s:
    if str(opt("web", "image")).split(":")[0] != "busybox": print("HINT: the web service should use the image busybox.")
    if not any(v.startswith(vol) for v in vols("web")): print("HINT: the web service should mount site-data at /www.")
    if not any(str(x.published) == "8080" and str(x.target) == "80" for x in opt("web", "ports") or []): print("HINT: the web service should publish 8080:80.")
for name, h in hashes.items(): print(f"HASH {name} {h}")
PY
)
if [ -z "$facts" ]; then echo "HINT: docker compose config fails in $d: check compose.yaml (YAML, indentation)."; exit 1; fi
if grep -q '^HINT:' <<<"$facts"; then grep '^HINT:' <<<"$facts"; exit 1; fi
site=$(sed -n 's/^SITE_NAME=//p' <<<"$facts")
declare -A hash
while read -r _ svc h; do hash[$svc]=$h; done <<<"$(grep '^HASH ' <<<"$facts")"
vol=${p}_site-data
vol_by_compose() {
  [ "$(docker volume inspect -f '{{index .Labels "com.docker.compose.project"}}/{{index .Labels "com.docker.compose.volume"}}' "$vol" 2>/dev/null)" = "$p/site-data" ]
}
# The running container of a service, made by Compose from the file as it is now.
running() { # service
  local id
  for id in $(docker ps -q --filter "label=com.docker.compose.project=$p" --filter "label=com.docker.compose.service=$1"); do
    if [ "$(docker inspect -f '{{index .Config.Labels "com.docker.compose.config-hash"}}' "$id")" = "${hash[$1]}" ]; then echo "$id"; return 0; fi
  done
  return 1
}
# Whether Compose ever created the service's container from the file as it is now (the engine's
# event history keeps each container's labels after down removed it).
created() { # service
  docker events --since 2000-01-01T00:00:00 --until 1s --filter event=create --filter type=container \
    --filter "label=com.docker.compose.project=$p" --filter "label=com.docker.compose.service=$1" \
    --format '{{index .Attributes "com.docker.compose.config-hash"}}' 2>/dev/null | grep -qx "${hash[$1]}"
}
# The page in the volume, read where the engine keeps the volume's files.
page() {
  local m
  m=$(docker volume inspect -f '{{.Mountpoint}}' "$vol" 2>/dev/null)
  case $m in /var/lib/containers/storage/volumes/*) head -c 4096 "$m/index.html" 2>/dev/null ;; esac
}
project_containers() { docker ps -a -q --filter "label=com.docker.compose.project=$p" | wc -l; }
if ! docker volume exists "$vol"; then echo "HINT: there is no volume $vol: declare site-data under volumes: and start the stack with docker compose up -d."; exit 1; fi
if ! vol_by_compose; then echo "HINT: the volume $vol was not made by Compose: remove it and let docker compose up -d create it."; exit 1; fi
if [ "$(project_containers)" -eq 0 ]; then
  # After step 3 the stack is down on purpose: then it is enough that Compose ran this file and
  # the writer filled the volume.
  for s in writer web; do
    if ! created "$s"; then echo "HINT: Compose has not started the service $s from compose.yaml as it is now: run docker compose up -d in $d."; exit 1; fi
  done
  if ! page | grep -q 'All systems operational'; then echo "HINT: the volume $vol holds no status page: start the stack with docker compose up -d."; exit 1; fi
  exit 0
fi
ok=0
for s in writer web; do
  if ! running "$s" >/dev/null; then echo "HINT: the service $s is not running as compose.yaml describes it now (docker compose up -d in $d, then docker compose ps)."; ok=1; fi
done
[ $ok -eq 0 ] || exit 1
if ! curl -s -m 5 http://localhost:8080/ | grep -q 'All systems operational'; then echo "HINT: http://localhost:8080/ does not serve the status page: web should publish 8080:80 and mount site-data at /www."; exit 1; fi
exit 0
