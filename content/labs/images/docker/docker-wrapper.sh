#!/bin/bash
# `docker …` in a lab: Podman's Docker-compatible command, and `docker compose …` through
# docker-compose (1.29) against Podman's Docker API socket, started with the lab.
if [ "${1:-}" = compose ]; then
  shift
  export DOCKER_HOST=unix:///run/docker.sock
  exec /usr/bin/docker-compose "$@"
fi
exec /usr/bin/podman "$@"
