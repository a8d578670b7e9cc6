#!/bin/bash
f=/root/stock-warnings.txt
if [ ! -s "$f" ]; then echo "HINT: $f does not exist or is empty; the service must have run (step 2) before you export its warnings."; exit 1; fi
for sku in SKU-114 SKU-203 SKU-377; do
  if ! grep -q "^$sku below threshold" "$f"; then echo "HINT: $f should list $sku's warning, message text only (-o cat)."; exit 1; fi
done
if grep -qE 'listening|GET |SKU-101|SKU-250' "$f"; then echo "HINT: $f contains information lines too; filter by priority (-p warning)."; exit 1; fi
if grep -qE '^[A-Z][a-z]{2} [ 0-9]{2} |^[0-9]{4}-' "$f"; then echo "HINT: $f has timestamps; print only the message text with -o cat."; exit 1; fi
# each line must be one the service wrote to its journal (the scan id differs at every start)
logged=$(journalctl _SYSTEMD_UNIT=stock-api.service -p warning -o cat --no-pager 2>/dev/null)
while IFS= read -r line; do
  [ -z "$line" ] && continue
  if ! grep -qxF -- "$line" <<< "$logged"; then echo "HINT: $f holds lines the service never logged (such as '$line'); export them from its journal with journalctl."; exit 1; fi
done < "$f"
exit 0
