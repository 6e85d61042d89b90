#!/usr/bin/env bash
# Installs what is missing, builds and runs Drilldown on its bundled default data.
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh run
meson-helpers/build-translations.sh
meson-helpers/build-schemas.sh
swift build -c release --product drilldown
# libphonenumber's shim, opened on the first phone number (beside the executable).
swift build -c release --product drilldown-phonenumber
# The app's settings schema, compiled into the build tree (window state, saved place).
export GSETTINGS_SCHEMA_DIR="$PWD/build/schemas${GSETTINGS_SCHEMA_DIR:+:$GSETTINGS_SCHEMA_DIR}"
exec .build/release/drilldown "$@"
