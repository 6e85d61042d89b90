#!/usr/bin/env bash
# Main-thread stall benchmark: the longest gap between the ticks of a 10 ms GLib timeout
# while the user opens Coffee List and adds a coffee, once while another process holds
# BEGIN EXCLUSIVE on coffee.sqlite (8 s by default) and once without (the peer), in one run.
# It runs an untimed warm-up first, then `rounds` (2) rounds of the two, interleaved.
# The benchmark drives the app's internal pages (@testable import), so it is built with
# testing enabled. Usage: meson-helpers/bench-stall.sh [seconds] [rounds]
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh run
command -v Xvfb >/dev/null || { echo "bench-stall: needs Xvfb (apt-get install xvfb xauth)"; exit 1; }
command -v python3 >/dev/null || { echo "bench-stall: needs python3 (its sqlite3 module holds the lock)"; exit 1; }
swift build -c release -Xswiftc -enable-testing --product bench-stall
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none
export XDG_DATA_HOME=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d) XDG_CACHE_HOME=$(mktemp -d)
trap 'rm -rf "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME"' EXIT
meson-helpers/x-session.sh 1280x800 "$(swift build -c release -Xswiftc -enable-testing --show-bin-path)/bench-stall" "$@"
