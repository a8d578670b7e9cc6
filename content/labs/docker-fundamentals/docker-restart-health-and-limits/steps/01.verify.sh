#!/bin/bash
if ! docker container exists queue-worker; then echo "HINT: there is no container named queue-worker yet."; exit 1; fi
policy=$(docker inspect -f '{{.HostConfig.RestartPolicy.Name}}:{{.HostConfig.RestartPolicy.MaximumRetryCount}}' queue-worker)
if [ "$policy" != on-failure:3 ]; then echo "HINT: queue-worker's restart policy is $policy; it should be on-failure:3."; exit 1; fi
if [ "$(docker inspect -f '{{.RestartCount}}' queue-worker)" -lt 1 ]; then echo "HINT: queue-worker has not been restarted yet: its command should fail (exit 1); wait a few seconds."; exit 1; fi
exit 0
