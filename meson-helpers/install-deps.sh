#!/usr/bin/env bash
# Installs the Debian packages Drilldown needs, only those missing, with sudo when not
# root. Usage: install-deps.sh [run|test|package]   (test adds the virtual display and
# locales; package what package-deb.sh and package-check.sh use)
set -euo pipefail
mode=${1:-run}
# libgirepository1.0-dev: GLib's, GObject's and Gio's GIR files, which gir-gen reads in every
# build, debug or release (Plugins/GenerateWrapper), and GIRTests read, beside GTK's and
# libadwaita's (in libgtk-4-dev and libadwaita-1-dev; Pango's and GdkPixbuf's come with
# libgtk-4-dev's libpango1.0-dev and libgdk-pixbuf-2.0-dev). So every mode installs it.
pkgs=(pkg-config libgtk-4-dev libadwaita-1-dev gsettings-desktop-schemas libsqlite3-dev libxml2-dev gettext libglib2.0-bin
      libphonenumber-dev iso-codes libsoup-3.0-dev glib-networking libgirepository1.0-dev)
if [[ $mode == test ]]; then
  # libxtst6: real key presses in the app tests (XTest); python3-pyatspi: the real-input
  # keyboard walk (meson-helpers/keyboard-walk.py); /usr/bin/time: peak memory in the
  # benchmarks (meson-helpers/bench/pair.sh); mutter, pipewire-bin, python3-gi: the touch
  # walk's headless Wayland desktop with a virtual touchscreen (meson-helpers/touch_desktop.py);
  # x11-utils: xprop, which WindowStateTests uses to read a window's maximized state;
  # yelp-tools, itstool, appstream, shared-mime-info: meson-helpers/check-desktop-files.sh.
  # orca: the screen reader walk (meson-helpers/orca-walk.py).
  # poppler-utils: pdftotext, which reads back a printed recipe's PDF (RecipePrintTests).
  # libgl1-mesa-dri: Mesa's software GL, for the GtkTests that draw a zoom view with GSK's
  # GL renderer on Xvfb (ZoomViewReadback.glWindow; xvfb pulls it in already).
  # fonts-vlgothic: Japanese glyphs for the Japanese tests and screenshots (Hebrew's come
  # with DejaVu, a dependency of GTK).
  pkgs+=(sqlite3 libxml2-utils xvfb xauth dbus-x11 dbus-daemon at-spi2-core locales python3 desktop-file-utils xdotool
         libxtst6 python3-pyatspi time mutter pipewire-bin python3-gi fonts-vlgothic x11-utils
         yelp-tools itstool appstream shared-mime-info orca poppler-utils libgl1-mesa-dri)
fi
if [[ $mode == package ]]; then
  # meson-helpers/package-deb.sh (meson install, dpkg-shlibdeps, lintian) and
  # package-check.sh (a Debian 12 root made with mmdebstrap, the app on Xvfb outside it).
  pkgs+=(meson ninja-build dpkg-dev lintian python3 mmdebstrap xvfb xauth xdotool x11-utils x11-apps dbus-daemon
         netpbm)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "Installing missing packages: ${missing[*]}"
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# The locales of the localization, formatter and layout tests: one per translation (po/LINGUAS)
# and American English.
if [[ $mode == test ]] && command -v locale >/dev/null; then
  want=()
  for l in it_IT.UTF-8 de_DE.UTF-8 fr_FR.UTF-8 es_ES.UTF-8 he_IL.UTF-8 ja_JP.UTF-8 en_US.UTF-8; do
    locale -a 2>/dev/null | grep -qi "^${l%%.*}.utf-\?8$" || want+=("$l")
  done
  if ((${#want[@]})); then
    sudo=""
    [[ $(id -u) -eq 0 ]] || sudo="sudo"
    for l in "${want[@]}"; do
      $sudo sed -i "s/^# *\(${l} UTF-8\)/\1/" /etc/locale.gen
      grep -q "^${l} UTF-8" /etc/locale.gen || echo "${l} UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
    done
    $sudo locale-gen >/dev/null
  fi
fi
if ! command -v swift >/dev/null; then
  echo "error: the Swift 6 toolchain (swift) is not on PATH; install it from swift.org first." >&2
  exit 1
fi
