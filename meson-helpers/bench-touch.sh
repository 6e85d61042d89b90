#!/usr/bin/env bash
# Benchmark of the Touch page's image view: opening a 24-megapixel image and the frame work
# while zooming and panning it, with GtkPicture doing the same sweeps in the same run as the
# peer (a frame's work: its tick, layout, snapshot, render and present, plus a round trip
# to the X server so the server's share is counted; and the main thread's CPU time).
# The machine's load average is printed with the figures: quote the CPU column and the
# ratios when other work shares the cores. Builds bench-touch in release, makes the image
# with ImageMagick, runs under Xvfb with the cairo renderer (override with GSK_RENDERER=gl).
# Usage: bench-touch.sh [frames]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v convert >/dev/null || { echo "bench-touch: needs ImageMagick (apt-get install imagemagick)"; exit 1; }
command -v Xvfb >/dev/null || { echo "bench-touch: needs Xvfb (apt-get install xvfb xauth)"; exit 1; }
swift build -c release --product bench-touch
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# 6000×4000 = 24 MP: the bundled nebula enlarged, with fine noise so JPEG has real detail.
convert data/images/touch/01-star.jpg -resize '6000x4000!' \
  \( -size 6000x4000 xc:gray50 -seed 9 +noise Gaussian -colorspace gray \) \
  -compose soft-light -composite -quality 90 "$work/24mp.jpg"
export GDK_BACKEND=x11 GSK_RENDERER=${GSK_RENDERER:-cairo} NO_AT_BRIDGE=1 GTK_A11Y=none
meson-helpers/x-session.sh 1280x800 .build/release/bench-touch "$work/24mp.jpg" "${1:-120}"
