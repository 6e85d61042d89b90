#!/usr/bin/env bash
# Installs what is missing and runs the whole test suite: model tests, and the GTK and
# app tests in-process on a virtual X display with their own D-Bus session bus.
# GTK criticals are fatal. Extra arguments go to `swift test` (e.g. --filter ModelTests).
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh test
meson-helpers/build-translations.sh
swift build --build-tests
export G_DEBUG=fatal-criticals GDK_BACKEND=x11 GSK_RENDERER=cairo
export NO_AT_BRIDGE=1 GTK_A11Y=none
# Desktop settings (dark style, high contrast) in a file under XDG_CONFIG_HOME, so the
# tests can change them as GNOME Settings would, from another process.
export GSETTINGS_BACKEND=keyfile
export XDG_DATA_HOME=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d) XDG_CACHE_HOME=$(mktemp -d)
trap 'rm -rf "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME"' EXIT
exec xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- swift test --skip-build "$@"
