#!/bin/bash
ok=0
if docker image exists report-worker:2.0; then echo "HINT: report-worker:2.0 still exists."; ok=1; fi
n=$(docker image ls --filter dangling=true -q | wc -l)
if [ "$n" -gt 0 ]; then echo "HINT: there are still $n dangling images (docker image ls --filter dangling=true)."; ok=1; fi
if ! docker image exists report-worker:2.1; then echo "HINT: report-worker:2.1 is gone: it is the current version and must stay."; ok=1; fi
if ! docker image exists busybox; then echo "HINT: busybox is gone: only report-worker:2.0 and dangling images were to be removed."; ok=1; fi
exit $ok
