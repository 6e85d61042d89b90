#!/usr/bin/env bash
# Installs what is missing, builds and runs Drilldown on its bundled default data.
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh run
meson-helpers/build-translations.sh
swift build -c release --product drilldown
# libphonenumber's shim, opened on the first phone number (beside the executable).
swift build -c release --product drilldown-phonenumber
exec .build/release/drilldown "$@"
