#!/bin/bash
if [ "$(docker inspect -f '{{.State.Running}}' nightly-report 2>/dev/null)" != true ]; then echo "HINT: there is no running container named nightly-report yet."; exit 1; fi
ok=0
mem=$(docker inspect -f '{{.HostConfig.Memory}}' nightly-report)
cpu=$(docker inspect -f '{{.HostConfig.NanoCpus}}' nightly-report)
if [ "$mem" != 134217728 ]; then echo "HINT: nightly-report's memory limit is $mem bytes; it should be 128 MiB (--memory 128m)."; ok=1; fi
if [ "$cpu" != 500000000 ]; then echo "HINT: nightly-report's CPU limit is $cpu nano-CPUs; it should be half a core (--cpus 0.5)."; ok=1; fi
exit $ok
