#!/usr/bin/env bash
# Installs the Debian packages Drilldown needs, only those missing, with sudo when not
# root. Usage: install-deps.sh [run|test]   (test adds the virtual display and locales)
set -euo pipefail
mode=${1:-run}
pkgs=(pkg-config libgtk-4-dev libadwaita-1-dev gsettings-desktop-schemas libsqlite3-dev libxml2-dev gettext libglib2.0-bin
      libphonenumber-dev iso-codes libsoup-3.0-dev glib-networking)
if [[ $mode == test ]]; then
  # libxtst6: real key presses in the app tests (XTest); python3-pyatspi: the real-input
  # keyboard walk (meson-helpers/keyboard-walk.py); /usr/bin/time: peak memory in the
  # benchmarks (meson-helpers/bench/pair.sh); mutter, pipewire-bin, python3-gi: the touch
  # walk's headless Wayland desktop with a virtual touchscreen (meson-helpers/touch_desktop.py);
  # orca: the screen reader walk (meson-helpers/orca-walk.py).
  pkgs+=(sqlite3 libxml2-utils xvfb xauth dbus-x11 dbus-daemon at-spi2-core locales python3 desktop-file-utils xdotool
         libxtst6 python3-pyatspi time mutter pipewire-bin python3-gi orca)
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
# The Italian and German locales are used by the localization and formatter tests.
if [[ $mode == test ]] && command -v locale >/dev/null; then
  want=()
  for l in it_IT.UTF-8 de_DE.UTF-8 en_US.UTF-8; do
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
