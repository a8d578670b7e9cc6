#!/bin/bash
# The Docker lab machine's main process: prepares the inner engine, serves Podman's Docker API
# (for `docker compose`, and for the academy's checks) and runs due health checks (Podman 4.3
# leaves that to systemd timers, and a lab has no systemd).
#
# Publishing ports (`-p`) needs netavark to set per-interface net sysctls, so /proc/sys is made
# writable, but ONLY inside a user namespace: there the kernel refuses writes to machine-wide
# settings (kernel.*, vm.*) and allows this sandbox's own network settings. Without a user
# namespace the same remount would hand the host's kernel settings to the learner.
if ! grep -qE '^ +0 +0 +4294967295$' /proc/self/uid_map; then
  mount -o remount,bind,rw /proc/sys 2>/dev/null || true
fi
# aardvark-dns (DNS of user-defined networks) logs to syslog and complains on
# the terminal when there is none.
busybox syslogd -C64 # a 64 KiB ring in memory (read it with `busybox logread`)
# The API socket lives on the machine's disk, where the academy's checks reach it from outside
# this sandbox's mount namespace (docs/decisions/025-sandbox-privileges-and-trusted-checks.md);
# /run/docker.sock, where Docker's tools look, points to it.
mkdir -p /var/lib/shikhon-engine
rm -f /var/lib/shikhon-engine/docker.sock
ln -sfn /var/lib/shikhon-engine/docker.sock /run/docker.sock
podman system service --time=0 unix:///var/lib/shikhon-engine/docker.sock >/var/log/podman-service.log 2>&1 &

# Each health-checked container is checked at its own interval (at least every 2 s, default 30 s).
# Asking podman costs CPU, so it is asked only while health-checked containers run, or when the
# set of running containers (one conmon each) has changed since it was last asked.
declare -A interval last
seen=""
watched=0
while true; do
  sleep 2
  conmons=$(pgrep -x conmon | sort | tr '\n' ' ')
  if [ "$watched" -eq 0 ] && [ "$conmons" = "$seen" ]; then continue; fi
  seen=$conmons
  now=$(date +%s)
  checks=()
  watched=0
  for id in $(podman ps -q --no-trunc --filter health=starting --filter health=healthy --filter health=unhealthy 2>/dev/null); do
    watched=1
    if [ -z "${interval[$id]:-}" ]; then
      secs=$(podman inspect --format '{{.Config.Healthcheck.Interval.Seconds}}' "$id" 2>/dev/null)
      secs=${secs%%.*}
      [[ "$secs" =~ ^[0-9]+$ ]] || secs=30
      [ "$secs" -lt 2 ] && secs=2
      interval[$id]=$secs
      last[$id]=0
    fi
    if [ $((now - last[$id])) -ge "${interval[$id]}" ]; then
      last[$id]=$now
      timeout 60 podman healthcheck run "$id" >/dev/null 2>&1 &
      checks+=($!)
    fi
  done
  [ ${#checks[@]} -gt 0 ] && wait "${checks[@]}"
done
