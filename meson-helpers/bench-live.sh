#!/usr/bin/env bash
# Live-data benchmark: time to the first rows of a generated books.xml (100 MB by
# default) served over loopback (127.0.0.1 only) by Tests/LoopbackServer/loopback_server.py,
# parsed while it downloads vs downloaded whole then parsed, in the same run.
# Usage: meson-helpers/bench-live.sh [megabytes] [rounds]
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh run
if ! command -v python3 >/dev/null; then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3 >/dev/null
fi
swift build -c release --product bench-live
exec "$(swift build -c release --show-bin-path)/bench-live" Tests/LoopbackServer/loopback_server.py "${1:-100}" "${2:-3}"
