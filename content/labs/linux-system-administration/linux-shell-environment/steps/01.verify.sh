#!/bin/bash
want=/opt/shoptools/bin/shopctl
where=$(su - learner -c 'command -v shopctl' 2>/dev/null)
if [ "$where" != "$want" ]; then echo "HINT: a login shell of learner does not find $want as shopctl; add /opt/shoptools/bin to PATH in a file in /etc/profile.d."; exit 1; fi
path=$(su - learner -c 'echo $PATH' 2>/dev/null)
case ":$path:" in *:/usr/bin:*) ;; *) echo "HINT: PATH lost /usr/bin; append to \$PATH instead of replacing it."; exit 1 ;; esac
if [ "$(bash -lc 'command -v shopctl' 2>/dev/null)" != "$want" ]; then echo "HINT: root's login shell does not find shopctl; use /etc/profile.d, not one user's file."; exit 1; fi
# every user: an account with no start-up files of its own (nobody, home /nonexistent)
if [ "$(su -s /bin/bash - nobody -c 'command -v shopctl' 2>/dev/null)" != "$want" ]; then echo "HINT: a user without start-up files of their own (nobody) does not find shopctl; the PATH change belongs in /etc/profile.d, not in each user's files."; exit 1; fi
pd=$(env -i PATH=/usr/bin:/bin bash --noprofile --norc -c 'for f in /etc/profile.d/*.sh; do [ -r "$f" ] && . "$f"; done; command -v shopctl' 2>/dev/null)
if [ "$pd" != "$want" ]; then echo "HINT: no file in /etc/profile.d adds /opt/shoptools/bin to PATH; put the line there rather than in /etc/profile or a user's file."; exit 1; fi
exit 0
