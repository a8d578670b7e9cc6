#!/bin/bash
img=logsum:1.0
if ! docker image exists "$img"; then echo "HINT: there is no image $img yet (docker build -t $img . in /root/logsum)."; exit 1; fi
ep=$(docker image inspect --format '{{json .Config.Entrypoint}}' "$img")
cmd=$(docker image inspect --format '{{json .Config.Cmd}}' "$img")
if ! grep -q 'logsum' <<<"$ep"; then echo "HINT: $img's ENTRYPOINT is $ep; it should run logsum (exec form: ENTRYPOINT [\"logsum\"])."; exit 1; fi
if [ "$cmd" != '["ERROR"]' ]; then echo "HINT: $img's CMD is $cmd; its default argument should be ERROR (CMD [\"ERROR\"])."; exit 1; fi
# What the tool must answer, counted here from the logs themselves.
count() { cat /var/log/shop/*.log 2>/dev/null | grep -c " $1 "; }
files=$(ls /var/log/shop/*.log 2>/dev/null | wc -l)
out=$(timeout 18 docker run --rm -v /var/log/shop:/logs:ro "$img" 2>&1)
if [ "$out" != "ERROR: $(count ERROR) lines in $files files" ]; then echo "HINT: docker run --rm -v /var/log/shop:/logs:ro $img printed '$out', not the ERROR count of logsum."; exit 1; fi
# An argument after the image name must reach logsum.sh: a fixed answer does not count.
out=$(timeout 18 docker run --rm -v /var/log/shop:/logs:ro "$img" INFO 2>&1)
if [ "$out" != "INFO: $(count INFO) lines in $files files" ]; then echo "HINT: docker run … $img INFO printed '$out': the image should run /root/logsum/logsum.sh as its ENTRYPOINT, so that arguments after the image name reach it."; exit 1; fi
exit 0
