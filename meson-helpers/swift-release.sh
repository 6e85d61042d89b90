#!/usr/bin/env bash
# Used by meson.build: builds the release binary with SwiftPM in the source tree $1 and
# copies it to $2 (a path relative to meson's build directory).
set -euo pipefail
out=$(realpath -m "$2")
cd "$1"
swift build -c release --product drilldown
cp "$(swift build -c release --show-bin-path)/drilldown" "$out"
