#!/usr/bin/env bash
# Startup benchmark: process start to the first painted frame of the home page, against
# two minimal C windows built and run in the same script, on the same virtual display:
# a plain GTK 4 window and a libadwaita one (the floor the app is held to: goal ≤ 1.2×
# its time, memory ≤ its peak + 30 MB).
#
# The three are measured the same way (meson-helpers/bench/startup-timer.c): the clock
# starts when the program is started and stops when it writes "first-frame" from its
# frame clock's first after-paint; peak memory is `/usr/bin/time -f %M` (max RSS) of the
# whole run, which quits right after that frame. The app runs as bench-startup
# (Sources/Tools/bench-startup): drilldown's start with that line and quit added from
# outside, so the app itself has no benchmark hook.
# They run in turn (app, libadwaita, GTK,
# app, …) after one warm-up each, so a machine whose load changes hits all three alike;
# the ratio is the median of the per-round ratios. Each row prints median (min–max).
# The CPU each needs (user + system until exit) is printed too: the load of a shared
# machine stretches the wall times, the more so the more CPU a program needs.
# Usage: meson-helpers/bench-startup.sh [runs]   (default 15)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
if [[ -z "${DISPLAY:-}" ]]; then
  exec meson-helpers/x-session.sh 1280x800 "$0" "$@"
fi
meson-helpers/install-deps.sh run >/dev/null
swift build -c release --product bench-startup >/dev/null
swift build -c release --product drilldown-phonenumber >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
gcc -O2 -o "$out/timer" meson-helpers/bench/startup-timer.c
gcc -O2 -o "$out/floor" meson-helpers/bench/startup-floor.c $(pkg-config --cflags --libs gtk4)
gcc -O2 -o "$out/floor-adw" meson-helpers/bench/startup-floor-adw.c $(pkg-config --cflags --libs libadwaita-1)
export GDK_BACKEND=x11 GSK_RENDERER=${GSK_RENDERER:-cairo} NO_AT_BRIDGE=1 GTK_A11Y=none
export XDG_DATA_HOME="$out/data" XDG_CACHE_HOME="$out/cache"
app=.build/release/bench-startup

# Warm-up (page cache; the app's first run also creates its databases).
for program in "$app" "$out/floor-adw" "$out/floor"; do "$out/timer" "$program" >/dev/null; done
for _ in $(seq "$runs"); do
  printf '%s %s %s\n' "$("$out/timer" "$app")" "$("$out/timer" "$out/floor-adw")" "$("$out/timer" "$out/floor")"
done >"$out/rounds"
# Each round: app ms, kB, total ms, CPU ms; libadwaita the same four; GTK the same four.
stat() { # column expression → "median (min–max)"
  awk "{ print $1 }" "$out/rounds" | sort -g |
    awk -v f="${2:-%.0f}" '{ a[NR] = $1 } END {
      m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2
      printf f " (" f "–" f ")", m, a[1], a[NR] }'
}
printf 'startup to first frame, %s rounds (median (min–max))\n' "$runs"
printf '  %-36s %-24s %-24s %s\n' "" "first frame, ms" "peak RSS, MB" "CPU until exit, ms"
printf '  %-36s %-24s %-24s %s\n' "drilldown home page" "$(stat '$1')" "$(stat '$2 / 1024' %.1f)" "$(stat '$4')"
printf '  %-36s %-24s %-24s %s\n' "minimal C libadwaita window (floor)" "$(stat '$5')" "$(stat '$6 / 1024' %.1f)" \
  "$(stat '$8')"
printf '  %-36s %-24s %-24s %s\n' "minimal C GTK 4 window" "$(stat '$9')" "$(stat '$10 / 1024' %.1f)" "$(stat '$12')"
printf '  %-36s %s   (goal <= 1.20)\n' "ratio drilldown / libadwaita floor" "$(stat '$1 / $5' %.2f)"
printf '  %-36s %s\n' "ratio drilldown / GTK window" "$(stat '$1 / $9' %.2f)"
printf '  %-36s %s   (goal <= 30)\n' "drilldown - libadwaita floor, MB" "$(stat '($2 - $6) / 1024' %.1f)"
printf '  %-36s %s\n' "CPU ratio drilldown / floor" "$(stat '$4 / $8' %.2f)"
printf '  %-36s %s / %s / %s\n' "until exit, ms (app / adw / GTK)" "$(stat '$3')" "$(stat '$7')" "$(stat '$11')"
printf '  load average at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
