#!/usr/bin/env bash
# Storage benchmark: builds bench-storage in release and prints its figures, with the
# sqlite3 command-line tool measured in the same run as the peer. Not a test.
# Extra arguments go to the benchmark (e.g. --rows 100000 --coffees 10000).
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh test >/dev/null   # sqlite3 (the peer) comes with the test deps
swift build -c release --product bench-storage
exec "$(swift build -c release --show-bin-path)/bench-storage" "$@"
