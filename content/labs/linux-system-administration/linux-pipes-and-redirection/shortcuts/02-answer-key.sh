#!/bin/bash
# Fake: copy the answer another learner got (the log used to be the same on every machine).
set -e
cat > /root/top-clients.txt <<'ANSWER'
   1200 198.51.100.77
    184 198.51.100.23
    177 192.0.2.14
    173 203.0.113.77
    171 192.0.2.61
ANSWER
