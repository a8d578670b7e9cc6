#!/bin/bash
value=$(su - learner -c umask 2>/dev/null | tail -n 1)
if [ "$value" != 0027 ]; then echo "HINT: a login shell of learner has umask $value; set umask 027 in /home/learner/.profile."; exit 1; fi
probe=$(su - learner -c 'f=~/.umask-check-$$; rm -f "$f"; touch "$f"; stat -c %a "$f"; rm -f "$f"' 2>/dev/null | tail -n 1)
if [ "$probe" != 640 ]; then echo "HINT: a new file of learner gets mode $probe; expected rw-r-----."; exit 1; fi
# For learner only: other accounts keep Debian's default.
other=$(su - tanvir -c umask 2>/dev/null | tail -n 1)
if [ "$other" != 0022 ]; then echo "HINT: tanvir's login shell now has umask $other as well; set it for learner alone, in learner's ~/.profile, not system-wide."; exit 1; fi
exit 0
