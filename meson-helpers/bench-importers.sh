#!/usr/bin/env bash
# Importers benchmark: a generated 100 MB books.xml through the libxml2 SAX reader vs
# `xmllint --stream --noout`, and a 100 MB trends JSON through TrendsDocument vs
# `python3 -m json.tool` and `jq empty`, measured in the same run. A third argument
# `--breakdown` times the JSON stages separately.
# Usage: meson-helpers/bench-importers.sh [megabytes] [rounds] [--breakdown]   (files go to $TMPDIR)
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh run
need=()
command -v xmllint >/dev/null || need+=(libxml2-utils)
command -v jq >/dev/null || need+=(jq)
command -v python3 >/dev/null || need+=(python3)
if ((${#need[@]})); then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
swift build -c release --product bench-importers
exec "$(swift build -c release --show-bin-path)/bench-importers" "${TMPDIR:-/tmp}" "${1:-100}" "${2:-3}" ${3:+"$3"}
