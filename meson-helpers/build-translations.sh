#!/usr/bin/env bash
# Compiles po/*.po into build/locale/<lang>/LC_MESSAGES/drilldown.mo for running from
# the source tree (the app looks there when not installed).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -f po/LINGUAS ]] || exit 0
for lang in $(grep -v '^#' po/LINGUAS); do
  mkdir -p "build/locale/$lang/LC_MESSAGES"
  msgfmt --check -o "build/locale/$lang/LC_MESSAGES/drilldown.mo" "po/$lang.po"
done
