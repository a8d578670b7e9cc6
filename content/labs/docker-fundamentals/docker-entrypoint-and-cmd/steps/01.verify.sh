#!/bin/bash
img=logsum:1.0
if ! docker image exists "$img"; then echo "HINT: there is no image $img yet (docker build -t $img . in /root/logsum)."; exit 1; fi
ep=$(docker image inspect --format '{{json .Config.Entrypoint}}' "$img")
cmd=$(docker image inspect --format '{{json .Config.Cmd}}' "$img")
if ! grep -q 'logsum' <<<"$ep"; then echo "HINT: $img's ENTRYPOINT is $ep; it should run logsum (exec form: ENTRYPOINT [\"logsum\"])."; exit 1; fi
if [ "$cmd" != '["ERROR"]' ]; then echo "HINT: $img's CMD is $cmd; its default argument should be ERROR (CMD [\"ERROR\"])."; exit 1; fi
out=$(timeout 15 docker run --rm -v /var/log/shop:/logs:ro "$img" 2>&1)
if [ "$out" != "ERROR: 3 lines in 2 files" ]; then echo "HINT: docker run --rm -v /var/log/shop:/logs:ro $img printed '$out', not 'ERROR: 3 lines in 2 files'."; exit 1; fi
exit 0
