#!/bin/bash
if [ "$(docker inspect -f '{{.State.Running}}' api 2>/dev/null)" != true ]; then echo "HINT: there is no running container named api yet."; exit 1; fi
envs=$(docker inspect -f '{{range .Config.Env}}{{println .}}{{end}}' api)
ok=0
for want in APP_ENV=production DB_HOST=db.internal LOG_LEVEL=debug; do
  if ! grep -qx "$want" <<<"$envs"; then echo "HINT: api does not have $want in its environment (--env-file /root/api/api.env -e LOG_LEVEL=debug)."; ok=1; fi
done
if [ "$(docker inspect -f '{{.HostConfig.RestartPolicy.Name}}' api)" != unless-stopped ]; then echo "HINT: api's restart policy should be unless-stopped."; ok=1; fi
health=$(docker inspect -f '{{.State.Health.Status}}' api 2>/dev/null)
if [ -z "$health" ] || [ "$health" = "<no value>" ]; then echo "HINT: api has no health check (--health-cmd …)."; ok=1
elif [ "$health" != healthy ]; then echo "HINT: api is $health, not healthy yet: wait a few seconds, or check that the health command fetches http://localhost/health."; ok=1
else
  # The check must ask the server: its last recorded output is what /health serves now.
  test=$(docker inspect -f '{{json .Config.Healthcheck.Test}}' api)
  last=$(docker inspect -f '{{range .State.Health.Log}}{{.Output}}{{println}}{{end}}' api | grep -v '^$' | tail -n 1)
  want=$(head -n 1 /root/api/www/health 2>/dev/null)
  if ! grep -q 'http://\(localhost\|127\.0\.0\.1\)\(:80\)\?/health' <<<"$test" || [ -z "$want" ] || [ "$(tr -d '[:space:]' <<<"$last")" != "$(tr -d '[:space:]' <<<"$want")" ]; then
    echo "HINT: api's health check does not fetch http://localhost/health from the server (its last output was: ${last:0:60})."; ok=1
  fi
fi
exit $ok
