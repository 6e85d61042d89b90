#!/usr/bin/env bash
# Benchmark of the home search (and the Shell search provider, which runs the same
# search): every section with 1,000,000 coffees, typed one key at a time, against a naive
# scan measured in the same run. Prints Markdown tables for the README.
#   meson-helpers/bench-search.sh [--coffees N]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product bench-search
exec .build/release/bench-search "$@"
