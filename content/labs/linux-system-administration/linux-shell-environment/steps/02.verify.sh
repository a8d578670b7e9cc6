#!/bin/bash
want=/opt/shoptools/bin/shopctl
where=$(su - learner -c 'command -v shopctl' 2>/dev/null)
if [ -z "$where" ]; then echo "HINT: learner's login shell cannot find shopctl yet (step 1)."; exit 1; fi
if [ "$where" != "$want" ]; then echo "HINT: shopctl in learner's login shell is $where, not $want; remove the other shopctl."; exit 1; fi
out=$(su - learner -c shopctl 2>&1); rc=$?
if [ $rc -ne 0 ]; then echo "HINT: shopctl says '$(echo "$out" | tail -n 1)' in a login shell of learner; export SHOP_ENV in ~/.profile."; exit 1; fi
if ! echo "$out" | grep -q 'environment: staging$'; then echo "HINT: SHOP_ENV should be staging for learner; shopctl says: $out"; exit 1; fi
if [ "$(su - learner -c 'printenv SHOP_ENV' 2>/dev/null)" != staging ]; then echo "HINT: SHOP_ENV is not in the environment of learner's login shell; export it in ~/.profile."; exit 1; fi
if bash -lc 'printenv SHOP_ENV' 2>/dev/null | grep -q .; then echo "HINT: SHOP_ENV is set for every user; it belongs in learner's own ~/.profile only."; exit 1; fi
exit 0
