#!/usr/bin/env bash
# Used by meson.build: builds the release binary with SwiftPM and copies it to $2.
set -euo pipefail
cd "$1"
swift build -c release --product drilldown
cp "$(swift build -c release --show-bin-path)/drilldown" "$2"
