#!/bin/bash
d=/srv/content
if [ ! -d "$d" ]; then echo "HINT: $d does not exist yet."; exit 1; fi
if [ "$(stat -c %G "$d")" != content ]; then echo "HINT: $d does not belong to the group content."; exit 1; fi
if [ ! -g "$d" ]; then echo "HINT: $d has no setgid bit (chmod g+s or a leading 2 in octal)."; exit 1; fi
perm=$(stat -c %A "$d")
if [ "${perm:4:2}" != rw ]; then echo "HINT: the group needs read and write on $d (it has ${perm:4:3})."; exit 1; fi
if [ "${perm:7:3}" != --- ] && [ "${perm:7:3}" != --T ]; then echo "HINT: others should have no access to $d (they have ${perm:7:3})."; exit 1; fi
for u in nasrin karim; do
  f="$d/.verify-$u-$$"
  if ! su "$u" -c "touch $f" 2>/dev/null; then echo "HINT: $u cannot create files in $d."; exit 1; fi
  g=$(stat -c %G "$f"); rm -f "$f"
  if [ "$g" != content ]; then echo "HINT: a new file of $u got the group $g, not content."; exit 1; fi
done
exit 0
