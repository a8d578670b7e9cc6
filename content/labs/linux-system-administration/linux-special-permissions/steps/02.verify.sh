#!/bin/bash
d=/srv/content
if [ ! -d "$d" ]; then echo "HINT: $d does not exist yet (step 1)."; exit 1; fi
if [ ! -k "$d" ]; then echo "HINT: $d has no sticky bit yet."; exit 1; fi
if [ ! -g "$d" ]; then echo "HINT: $d lost its setgid bit; keep both (octal 3770)."; exit 1; fi
f="$d/.verify-sticky-$$"
su nasrin -c "touch $f" 2>/dev/null || { echo "HINT: nasrin cannot create files in $d."; exit 1; }
su karim -c "rm -f $f" 2>/dev/null
if [ ! -e "$f" ]; then echo "HINT: karim could still delete nasrin's file."; exit 1; fi
rm -f "$f"
# karim stays a member who can add files: only deleting others' files is taken away
k="$d/.verify-karim-$$"
if ! su karim -c "touch $k" 2>/dev/null; then echo "HINT: karim can no longer create files in $d; he must stay in the team, only unable to delete others' files."; exit 1; fi
rm -f "$k"
exit 0
