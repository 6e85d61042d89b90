#!/usr/bin/env bash
# Benchmark of the home search (and the Shell search provider, which runs the same
# search): every section with 1,000,000 coffees, typed one key at a time, against a naive
# scan measured in the same run; its memory (the index's bytes, the resident memory it
# holds and the peak while loading) against the representation it replaced, each loaded
# in a fresh process in turn. Prints Markdown tables for the README.
#   meson-helpers/bench-search.sh [--coffees N] [--baseline PATH]
# --baseline PATH: a bench-search built from another revision (e.g. main: `git archive main`
# into a directory, then `swift build -c release --product bench-search` there), run once
# in the same run; its summary figures are printed beside ours with ratios.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product bench-search
exec .build/release/bench-search "$@"
