#!/usr/bin/env bash
# Used by meson.build: builds the release binary with SwiftPM in the source tree $1 and
# copies it to $2 (a path relative to meson's build directory), and libphonenumber's
# shim (opened on first use) to $3.
set -euo pipefail
out=$(realpath -m "$2")
out_lib=$(realpath -m "$3")
cd "$1"
swift build -c release --product drilldown
swift build -c release --product drilldown-phonenumber
bin=$(swift build -c release --show-bin-path)
cp "$bin/drilldown" "$out"
cp "$bin/libdrilldown-phonenumber.so" "$out_lib"
