#!/usr/bin/env bash
# Installs what is missing, checks the formatting (format.sh --lint) and the file-length
# rule (check-lengths.sh), and runs the whole test suite: model tests, and the GTK and
# app tests in-process on a virtual X display (meson-helpers/x-session.sh: a display the
# X server picked itself, never one another server holds) with their own D-Bus session bus.
# The tests named HiDPI… run a second time at GDK_SCALE=2 (pictures decoded for the
# screen's scale factor). GTK criticals are fatal. Extra arguments go to `swift test`
# (e.g. --filter ModelTests);
# without them the run ends with the keyboard walk (meson-helpers/keyboard-walk.py), the
# accessibility audit over AT-SPI (meson-helpers/atspi-audit.py), the screen reader walk
# under Orca (meson-helpers/orca-walk.py) and the touch walk (meson-helpers/touch-walk.py).
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh test
# The review's mechanical rules first: swift-format's lint, no Sources file over 300 lines, no
# test hooks in the product (Tests/*TestSupport hold them).
meson-helpers/format.sh --lint
meson-helpers/check-lengths.sh
meson-helpers/check-test-hooks.sh
meson-helpers/build-translations.sh
swift build --build-tests
# The desktop files meson installs, checked as the desktop's tools read them.
meson-helpers/check-desktop-files.sh
export G_DEBUG=fatal-criticals GDK_BACKEND=x11 GSK_RENDERER=cairo
# GTK_A11Y=test: no accessibility bus, but GTK records accessible properties and
# relations, which the accessibility check (AccessibilityTests) reads.
export NO_AT_BRIDGE=1 GTK_A11Y=test
# Desktop settings (dark style, high contrast) in a file under XDG_CONFIG_HOME, so the
# tests can change them as GNOME Settings would, from another process.
export GSETTINGS_BACKEND=keyfile
export XDG_DATA_HOME=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d) XDG_CACHE_HOME=$(mktemp -d)
trap 'rm -rf "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME"' EXIT
meson-helpers/x-session.sh 1280x800 swift test --skip-build "$@"
echo "HiDPI tests at GDK_SCALE=2:"
GDK_SCALE=2 meson-helpers/x-session.sh 1280x800 swift test --skip-build --filter HiDPI
# The whole suite (no arguments) ends with the real-input keyboard walk: the real app,
# real X key events (xdotool), read through the accessibility tree (pyatspi).
if (( $# == 0 )); then
  meson-helpers/x-session.sh 1280x800 /usr/bin/python3 meson-helpers/keyboard-walk.py
  # The accessibility audit: every section, item page, edit mode, Add dialog, menu and
  # search result as a screen reader reads them over AT-SPI (no type names, no empty,
  # doubled or underscored names, nothing focusable without a name).
  meson-helpers/x-session.sh 1280x800 /usr/bin/python3 meson-helpers/atspi-audit.py
  # What a blind user hears: Orca 43 on its own X screen with mutter as window manager,
  # its speech read from its debug log (section titles and first rows, the home search's
  # count, Edit → Done, a refused Add Coffee, a delete's undo toast, Touch's hold alert).
  meson-helpers/x-session.sh 1280x800 /usr/bin/python3 meson-helpers/orca-walk.py
  # Then the touch walk: the real app maximized on a private headless Wayland desktop
  # (mutter, PipeWire, its own D-Bus bus) with a virtual touchscreen: taps, swipes back,
  # pinches, drags, double taps and a 2-second hold, read through AT-SPI. On a laptop-sized
  # screen, then on a phone's (360 px: the list scrolls more, the header is narrow).
  walks=0
  for size in 1280x800 360x720; do
    echo "touch walk at $size:"
    /usr/bin/python3 meson-helpers/touch_desktop.py --size "$size" -- /usr/bin/python3 meson-helpers/touch-walk.py \
      || walks=1
  done
  # Right to left: Hebrew on a phone's screen, where every swipe is mirrored (back from the
  # right edge, the next image with a flick to the right); a few sections keep it short.
  echo "touch walk in Hebrew at 360x720:"
  TOUCH_WALK_LANGUAGE=he TOUCH_WALK_SECTIONS=Countries,Touch,Hello /usr/bin/python3 meson-helpers/touch_desktop.py \
    --size 360x720 -- /usr/bin/python3 meson-helpers/touch-walk.py || walks=1
  exit "$walks"
fi
