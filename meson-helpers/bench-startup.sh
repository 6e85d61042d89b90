#!/usr/bin/env bash
# Startup benchmark: process start to the first painted frame of the home page,
# against two minimal C windows built and run in the same script, on the same virtual
# display: a plain GTK 4 window and a libadwaita one (the floor the app is held to:
# goal ≤ 1.2× its time, memory ≤ its peak + 30 MB). Prints the median of N runs for
# each, the ratios, and the peak resident memory (max RSS) of each.
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
gcc -O2 -o "$out/floor-adw" meson-helpers/bench/startup-floor-adw.c $(pkg-config --cflags --libs libadwaita-1)
export GDK_BACKEND=x11 GSK_RENDERER=${GSK_RENDERER:-cairo} NO_AT_BRIDGE=1 GTK_A11Y=none
export XDG_DATA_HOME="$out/data" DRILLDOWN_QUIT_AFTER_FIRST_FRAME=1

measure() { # prints milliseconds for one run of "$@"
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}
# Peak resident memory in MB of one run of "$@" (getrusage of the child).
peak_mb() {
  python3 -c 'import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print("%.1f" % (resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024))' "$@"
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# Warm the file cache once for each.
measure "$out/floor" >/dev/null; measure "$out/floor-adw" >/dev/null; measure .build/release/drilldown >/dev/null
floor=$(for _ in $(seq "$runs"); do measure "$out/floor"; done | median)
adw=$(for _ in $(seq "$runs"); do measure "$out/floor-adw"; done | median)
app=$(for _ in $(seq "$runs"); do measure .build/release/drilldown; done | median)
printf '%-40s %10s\n' "startup to first frame (median of $runs)" "ms"
printf '%-40s %10s\n' "minimal C GTK 4 window" "$floor"
printf '%-40s %10s\n' "minimal C libadwaita window (floor)" "$adw"
printf '%-40s %10s\n' "drilldown home page" "$app"
awk -v a="$app" -v f="$floor" 'BEGIN { printf "%-40s %10.2f\n", "ratio drilldown / GTK window", a / f }'
awk -v a="$app" -v f="$adw" 'BEGIN { printf "%-40s %10.2f   (goal <= 1.20)\n", "ratio drilldown / libadwaita floor", a / f }'
if command -v python3 >/dev/null; then
  printf '%-40s %10s\n' "peak memory (max RSS)" "MB"
  printf '%-40s %10s\n' "minimal C GTK 4 window" "$(peak_mb "$out/floor")"
  adw_mb=$(peak_mb "$out/floor-adw"); app_mb=$(peak_mb .build/release/drilldown)
  printf '%-40s %10s\n' "minimal C libadwaita window (floor)" "$adw_mb"
  printf '%-40s %10s\n' "drilldown home page" "$app_mb"
  awk -v a="$app_mb" -v f="$adw_mb" 'BEGIN { printf "%-40s %10.1f   (goal <= 30)\n", "drilldown - libadwaita floor (MB)", a - f }'
fi
