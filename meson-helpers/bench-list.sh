#!/usr/bin/env bash
# Benchmark of the list component: 1,000,000 vs 100 rows (first frame, peak memory) and
# search latency per keystroke against the original tutorials' approach, in one run. Needs Xvfb
# (installed by install-deps.sh); prints Markdown tables for the README.
#   meson-helpers/bench-list.sh [--large-only] [--baseline PATH]
# --baseline PATH: a bench-list built from another revision (e.g. main: `git archive main`
# into a directory, then `swift build -c release -Xswiftc -enable-testing --product bench-list` there); its list
# children run in turn with ours (A B A B) and are printed as "baseline" rows.
# --large-only: only the 1,000,000-row list (no in-process search table).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v Xvfb >/dev/null || { echo "bench-list: needs Xvfb (apt-get install xvfb xauth)"; exit 1; }
# It drives the app's internal list component (@testable import): built with testing enabled.
swift build -c release -Xswiftc -enable-testing --product bench-list
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none
exec meson-helpers/x-session.sh 1280x800 \
  "$(swift build -c release -Xswiftc -enable-testing --show-bin-path)/bench-list" "$@"
