#!/bin/bash
d=/root/docs-site
if [ ! -f "$d/.dockerignore" ]; then echo "HINT: $d/.dockerignore does not exist yet."; exit 1; fi
# The files stay in the folder (the team needs them); only the build context leaves them out.
for f in secrets.env .git tmp; do
  if [ ! -e "$d/$f" ]; then echo "HINT: $d/$f is gone: keep it in the folder and leave it out of the build with .dockerignore."; exit 1; fi
done
# A probe build from the learner's own context shows what COPY . really receives.
probe=$(mktemp -d)
printf 'FROM busybox\nCOPY . /ctx\n' > "$probe/Probefile"
seen=""
if timeout 15 docker build -q -f "$probe/Probefile" -t lab-probe:ctx "$d" >/dev/null 2>&1; then
  seen=$(timeout 10 docker run --rm lab-probe:ctx ls -a /ctx)
fi
docker image rm -f lab-probe:ctx >/dev/null 2>&1
rm -rf "$probe"
if [ -z "$seen" ]; then echo "HINT: a test build with your .dockerignore failed; check its lines."; exit 1; fi
ok=0
for f in secrets.env .git tmp; do
  if grep -qx "$f" <<<"$seen"; then echo "HINT: $f still reaches the build context: list it in .dockerignore."; ok=1; fi
done
for f in build.sh pages; do
  if ! grep -qx "$f" <<<"$seen"; then echo "HINT: $f no longer reaches the build context, but the build needs it."; ok=1; fi
done
exit $ok
