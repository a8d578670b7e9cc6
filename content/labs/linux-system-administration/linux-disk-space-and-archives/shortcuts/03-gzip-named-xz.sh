#!/bin/bash
# Fake: pack with gzip (tar -z, faster) but give the archive the .tar.xz name the step asks for.
set -e
mkdir -p /backup
tar -czf /backup/db-dump-2026-10.tar.xz -C /root db-dump-2026-10.sql
cd /backup && sha256sum db-dump-2026-10.tar.xz > SHA256SUMS
rm /root/db-dump-2026-10.sql
