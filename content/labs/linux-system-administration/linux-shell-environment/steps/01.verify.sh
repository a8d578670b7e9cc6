#!/bin/bash
where=$(su - learner -c 'command -v shopctl' 2>/dev/null)
if [ "$where" != /opt/shoptools/bin/shopctl ]; then echo "HINT: a login shell of learner does not find shopctl; add /opt/shoptools/bin to PATH in a file in /etc/profile.d."; exit 1; fi
path=$(su - learner -c 'echo $PATH' 2>/dev/null)
case ":$path:" in *:/usr/bin:*) ;; *) echo "HINT: PATH lost /usr/bin; append to \$PATH instead of replacing it."; exit 1 ;; esac
if ! bash -lc 'command -v shopctl' >/dev/null 2>&1; then echo "HINT: root's login shell does not find shopctl; use /etc/profile.d, not one user's file."; exit 1; fi
exit 0
