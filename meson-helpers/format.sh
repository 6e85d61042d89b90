#!/usr/bin/env bash
# Formats every Swift file of the tree (Sources/, Tests/, Package.swift) in place with
# swift-format and the project's .swift-format (4 spaces, 120 columns); see HACKING.md.
#   meson-helpers/format.sh          format in place
#   meson-helpers/format.sh --lint   only report what differs (exit 1 if anything does)
#   meson-helpers/format.sh FILE...  format only these files
# swift-format ships with the Swift 6 toolchain (`swift format` works as well).
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v swift-format >/dev/null 2>&1; then
  formatter=(swift-format)
else
  formatter=(swift format)
fi

mode=format
if [[ ${1:-} == --lint ]]; then
  mode=lint
  shift
fi

if (($#)); then
  files=("$@")
else
  files=()
  while IFS= read -r file; do files+=("$file"); done < <(
    find Sources Tests -name '*.swift' -type f | LC_ALL=C sort)
  files+=(Package.swift)
fi

if [[ $mode == lint ]]; then
  "${formatter[@]}" lint --strict --configuration .swift-format --parallel "${files[@]}"
else
  "${formatter[@]}" format --in-place --configuration .swift-format --parallel "${files[@]}"
  echo "format: ${#files[@]} files formatted with .swift-format"
fi
