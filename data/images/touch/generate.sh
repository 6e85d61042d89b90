#!/usr/bin/env bash
# Regenerates the Touch page's bundled images offline with ImageMagick 6 (`convert`).
# Seeded, so a rerun gives the same pictures. Each file stays under 400 KB.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 1. "Birth of a star": a nebula (two blurred plasma fractals), a starfield, a bright star.
w=1600 h=1000
convert -size ${w}x${h} -seed 7 plasma:black-navy -blur 0x6 -evaluate multiply 0.55 "$tmp/a.png"
convert -size ${w}x${h} -seed 11 plasma:hotpink-darkorange -blur 0x18 "$tmp/b.png"
convert -size ${w}x${h} radial-gradient:white-black -evaluate pow 2.2 "$tmp/mask.png"
convert "$tmp/b.png" "$tmp/mask.png" -compose multiply -composite "$tmp/b2.png"
convert -size ${w}x${h} xc:black -seed 3 +noise Random -channel G -separate +channel \
  -threshold 99.6% -morphology dilate disk:0.6 -blur 0x0.6 "$tmp/stars.png"
convert -size ${w}x${h} xc:black -fill white -draw "circle 820,470 830,470" -blur 0x22 \
  -evaluate multiply 3 -fill white -draw "circle 820,470 824,470" -blur 0x2 "$tmp/core.png"
convert "$tmp/a.png" "$tmp/b2.png" -compose screen -composite \
  "$tmp/stars.png" -compose screen -composite \
  "$tmp/core.png" -compose screen -composite \
  -modulate 100,115 -quality 84 -sampling-factor 4:2:0 -strip 01-star.jpg

# 2. A tall dusk over hills (portrait, to exercise non-square fitting).
w=900 h=1400
convert -size ${w}x${h} gradient:'#1b2a57'-'#f08a4b' "$tmp/sky.png"
convert -size ${w}x${h} xc:none -fill '#2d1f3d' \
  -draw "path 'M 0,1000 C 200,880 380,960 520,900 C 680,830 800,900 900,860 L 900,1400 L 0,1400 Z'" \
  -fill '#1a1226' \
  -draw "path 'M 0,1150 C 180,1060 420,1140 600,1080 C 740,1030 840,1090 900,1060 L 900,1400 L 0,1400 Z'" \
  "$tmp/hills.png"
convert "$tmp/sky.png" -fill '#fff3c4' -draw "circle 640,760 640,700" \
  "$tmp/hills.png" -compose over -composite -quality 86 -strip 02-dusk.jpg

# 3. A test card: a fine checkerboard, colour bars and one-pixel lines, to see pixels at 2000%.
w=1200 h=1200
convert -size ${w}x${h} pattern:checkerboard -auto-level \
  \( -size ${w}x$((h / 3)) xc:red xc:orange xc:yellow xc:green xc:blue xc:indigo xc:violet \
     -resize "$((w / 7 + 1))x$((h / 3))!" +append -crop ${w}x$((h / 3))+0+0 \) \
  -gravity center -compose over -composite \
  -stroke black -strokewidth 1 -draw "line 0,0 1199,1199" -draw "line 0,1199 1199,0" \
  -fill none -stroke '#3584e4' -strokewidth 3 -draw "circle 600,600 600,80" \
  -colors 64 -strip 03-test-card.png

# 4. A small image (smaller than the window: fit shows it at 100%, never enlarged).
convert -size 320x240 -seed 5 plasma:seagreen-lightyellow -blur 0x3 \
  -fill '#ffffffc0' -draw "circle 160,120 160,40" -quality 88 -strip 04-pebble.jpg
