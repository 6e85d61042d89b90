#!/usr/bin/env bash
# The file-length rule (HACKING "Conventions"): no file in Sources/ over 300 lines.
# Prints each file over the limit and exits 1 if there is one.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=300
status=0
while IFS= read -r file; do
  lines=$(wc -l < "$file")
  if (( lines > limit )); then
    echo "$file: $lines lines (the limit is $limit: split it by concept)"
    status=1
  fi
done < <(find Sources -type f \( -name '*.swift' -o -name '*.c' -o -name '*.h' -o -name '*.cpp' \) | LC_ALL=C sort)
exit "$status"
