#!/usr/bin/env bash
# Collections benchmark: the store lists (Coffee List, To-Do, City Guide) over 1,000,
# 100,000 and 1,000,000 rows in one run, each list in a process of its own, interleaved:
# first drawing, the main thread's longest stall (10 ms GLib timeout) opening, scrolling,
# End and Home, and peak memory; the peer is the 1,000-row list of the same run. The
# benchmark drives the app's internal pages (@testable import), so it is built with
# testing enabled.
# Usage: meson-helpers/bench-collections.sh [repeats] [coffee,todo,cities]
#        (BENCH_DEBUG=1: the debug build)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v Xvfb >/dev/null || { echo "bench-collections: needs Xvfb (apt-get install xvfb xauth)"; exit 1; }
if [ "${BENCH_DEBUG:-0}" = 1 ]; then build=(); else build=(-c release -Xswiftc -enable-testing); fi
swift build "${build[@]}" --product bench-collections
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none
export XDG_DATA_HOME=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d) XDG_CACHE_HOME=$(mktemp -d)
trap 'rm -rf "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME"' EXIT
cat /proc/loadavg
meson-helpers/x-session.sh 1280x800 "$(swift build "${build[@]}" --show-bin-path)/bench-collections" "$@"
cat /proc/loadavg
