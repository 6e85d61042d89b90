#!/usr/bin/env bash
# Usage: meson-helpers/x-session.sh WIDTHxHEIGHT COMMAND [ARG…]
# Runs COMMAND on a private virtual X screen (Xvfb) with its own D-Bus session bus, and
# ends the screen afterwards; exits with COMMAND's status.
#
# Unlike `xvfb-run -a`, which only looks for /tmp/.X<n>-lock files and then takes the first
# number without one, the X server picks its display itself (`-displayfd`): it takes the
# first number whose lock file *and* sockets it can get, so another X server on the machine
# (one started by a person, or one in another mount namespace whose lock files we cannot
# see but whose abstract socket we share) is never taken for ours. Access needs this run's
# own cookie, so a client can never end up on someone else's screen either.
#
# `-noreset`: by default an X server resets itself whenever its last client disconnects, and a
# client that connects during that reset is dropped (xorg/xserver#1102). At a walk's start the
# AT-SPI bus launcher connects, sets its root-window property and disconnects while the app is
# connecting, so the app could fail with "cannot open display" now and then.
set -euo pipefail
size=${1:?usage: x-session.sh WIDTHxHEIGHT COMMAND [ARG…]}
shift
(( $# > 0 )) || { echo "x-session.sh: no command given" >&2; exit 2; }

dir=$(mktemp -d "${TMPDIR:-/tmp}/x-session.XXXXXX")
server=
cleanup() {
  if [[ -n $server ]] && kill -0 "$server" 2>/dev/null; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The server reads every cookie in its -auth file whatever display the entry names; the
# clients' file gets the same cookie under the display number once it is known.
cookie=$(mcookie)
touch "$dir/server.auth" "$dir/client.auth"
xauth -q -f "$dir/server.auth" add :0 MIT-MAGIC-COOKIE-1 "$cookie"
mkfifo "$dir/display"
Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp -noreset -auth "$dir/server.auth" \
  3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
server=$!
# The server writes its display number once it accepts connections; if it cannot start,
# it exits and the read ends empty.
number=
read -r number <"$dir/display" || true
if [[ ! $number =~ ^[0-9]+$ ]]; then
  echo "x-session.sh: Xvfb did not start:" >&2
  cat "$dir/xvfb.log" >&2
  exit 1
fi
export DISPLAY=":$number" XAUTHORITY="$dir/client.auth"
xauth -q -f "$XAUTHORITY" add "$DISPLAY" MIT-MAGIC-COOKIE-1 "$cookie"

status=0
dbus-run-session -- "$@" || status=$?
exit "$status"
