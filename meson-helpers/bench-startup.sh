#!/usr/bin/env bash
# Startup benchmark: process start to the first painted frame of the home page,
# against a minimal C GTK 4 window (the floor) built and run in the same script, on the
# same virtual display. Prints the median of N runs for each and the ratio.
# Usage: meson-helpers/bench-startup.sh [runs]   (default 15)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
if [[ -z "${DISPLAY:-}" ]]; then
  exec xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- "$0" "$@"
fi
meson-helpers/install-deps.sh run >/dev/null
swift build -c release --product drilldown >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
gcc -O2 -o "$out/floor" meson-helpers/bench/startup-floor.c $(pkg-config --cflags --libs gtk4)
export GDK_BACKEND=x11 GSK_RENDERER=${GSK_RENDERER:-cairo} NO_AT_BRIDGE=1 GTK_A11Y=none
export XDG_DATA_HOME="$out/data" DRILLDOWN_QUIT_AFTER_FIRST_FRAME=1

measure() { # prints milliseconds for one run of "$@"
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# Warm the file cache once for each.
measure "$out/floor" >/dev/null; measure .build/release/drilldown >/dev/null
floor=$(for _ in $(seq "$runs"); do measure "$out/floor"; done | median)
app=$(for _ in $(seq "$runs"); do measure .build/release/drilldown; done | median)
printf '%-36s %10s\n' "startup to first frame (median of $runs)" "ms"
printf '%-36s %10s\n' "minimal C GTK 4 window (floor)" "$floor"
printf '%-36s %10s\n' "drilldown home page" "$app"
awk -v a="$app" -v f="$floor" 'BEGIN { printf "%-36s %10.2f\n", "ratio drilldown / floor", a / f }'
