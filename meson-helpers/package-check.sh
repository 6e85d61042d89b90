#!/usr/bin/env bash
# Usage: meson-helpers/package-check.sh [DRILLDOWN.deb]
# Proves the Debian package on a clean Debian 12 system without Swift. Without an
# argument it first builds the package (meson-helpers/package-deb.sh). Then:
#  1. makes a fresh Debian 12 root with mmdebstrap (variant apt) from the mirror in
#     /etc/apt/sources.list*, plus what the check itself uses (dbus, desktop-file-utils,
#     appstream, at-spi2-core, python3-pyatspi), and checks no toolchain is in it;
#  2. installs the package there with apt (its Depends from the archive; without the
#     Recommends, yelp's web engine);
#  3. runs `drilldown --version` and checks it prints the package's version;
#  4. checks the desktop integration files are where GNOME looks for them, and validates
#     them there (desktop-file-validate, appstreamcli validate) with the root's tools;
#     what dpkg triggers make from them (icon cache, compiled schemas, MIME database);
#  5. starts the app on a virtual X display (meson-helpers/x-session.sh, outside the root,
#     its socket bind-mounted in) with the root's own D-Bus session bus, and reads the
#     home page through AT-SPI from inside the root (meson-helpers/package/see-home.py);
#     a screenshot goes to $DRILLDOWN_CHECK_SHOT (default /tmp/drilldown-package-check.png);
#  6. purges the package and checks that no file of `dpkg -L drilldown` is left, then
#     purges what it pulled in (autoremove) and lists whatever else differs from the root
#     before the install.
# Needs root (mmdebstrap's root mode, chroot, mount). Downloaded packages are kept in
# ${XDG_CACHE_HOME:-~/.cache}/drilldown/package-check (the root is made anew each run).
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
export PACKAGE_CHECK_T0=${PACKAGE_CHECK_T0:-$(date +%s)}
elapsed() { echo $(($(date +%s) - PACKAGE_CHECK_T0)); }
step() { printf '\n== %s (%ds)\n' "$*" "$(elapsed)"; }
fail() { echo "package-check: FAIL: $*" >&2; exit 1; }
[[ $(id -u) -eq 0 ]] || fail "run as root (mmdebstrap, chroot and mount need it)"

if [[ ${1:-} == --inside ]]; then
  # Second half, in a private mount namespace and on the virtual display: $2 root, $3 deb.
  root=$2 deb=$3
  run() { chroot "$root" "$@"; }
  mount -t proc proc "$root/proc"
  mount --rbind /dev "$root/dev"
  mount --rbind /sys "$root/sys"
  mkdir -p "$root/tmp/.X11-unix"
  mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/drilldown/package-check

  step "no toolchain in the root"
  for tool in swift swiftc gcc cc clang c++ ld; do
    if run sh -c "command -v $tool"; then fail "$tool is in the root"; fi
  done
  [[ ! -e $root/opt/swift ]] || fail "/opt/swift is in the root"
  echo "none of swift, swiftc, gcc, cc, clang, c++, ld; no /opt/swift"

  snapshot() {
    run find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /tmp -o -path /run -o -path /root \
      -o -path /var/cache -o -path /var/log -o -path /var/lib/apt -o -path /var/lib/dpkg \) -prune -o -print |
      sort
  }
  run apt-get update -qq
  snapshot >"$root/tmp/before.txt"

  step "apt-get install ./$(basename "$deb")"
  package=$(dpkg-deb -f "$deb" Package)
  version=$(dpkg-deb -f "$deb" Version)
  cp "$deb" "$root/tmp/"
  [[ -d $cache ]] && cp -n "$cache"/*.deb "$root/var/cache/apt/archives/" 2>/dev/null || true
  DEBIAN_FRONTEND=noninteractive run apt-get install -y -q --no-install-recommends "/tmp/$(basename "$deb")" \
    >"$root/tmp/install.log" 2>&1 || { cat "$root/tmp/install.log"; fail "apt-get install"; }
  echo "$(grep -c '^Setting up' "$root/tmp/install.log") packages set up (the package and its dependencies); triggers:"
  tr -d '\r' <"$root/tmp/install.log" | sed -n 's/^Processing triggers for \(.*\) \.\.\.$/  \1/p' | sort -u
  mkdir -p "$cache" && cp -n "$root"/var/cache/apt/archives/*.deb "$cache/" 2>/dev/null || true
  run dpkg-query -W -f='${Package} ${Version} ${Status}\n' "$package"
  run dpkg -L "$package" | grep -vx '/\.' | sort >"$root/tmp/files.txt"
  echo "$(wc -l <"$root/tmp/files.txt") paths"

  step "drilldown --version"
  answer=$(run env -i PATH=/usr/bin:/bin drilldown --version)
  echo "$answer"
  [[ $answer == "drilldown $version" ]] || fail "expected 'drilldown $version'"
  if run ldd /usr/bin/drilldown | grep -E 'not found|swift'; then fail "a library is missing"; fi
  echo "ldd: $(run ldd /usr/bin/drilldown | wc -l) libraries, all found, none from Swift"

  step "desktop integration, where GNOME looks for it"
  id=io.github.drilldown.Drilldown
  for f in /usr/bin/drilldown /usr/share/applications/$id.desktop /usr/share/metainfo/$id.metainfo.xml \
    /usr/share/icons/hicolor/scalable/apps/$id.svg /usr/share/icons/hicolor/symbolic/apps/$id-symbolic.svg \
    /usr/share/dbus-1/services/$id.service /usr/share/gnome-shell/search-providers/$id.search-provider.ini \
    /usr/lib/drilldown/libdrilldown-phonenumber.so /usr/share/man/man1/drilldown.1.gz \
    /usr/share/doc/drilldown/copyright /usr/share/doc/drilldown/changelog.gz; do
    [[ -e $root$f ]] || fail "$f is not installed"
    echo "present: $f"
  done
  run desktop-file-validate "/usr/share/applications/$id.desktop" || fail "desktop-file-validate"
  echo "desktop-file-validate /usr/share/applications/$id.desktop: valid"
  run appstreamcli validate --no-net "/usr/share/metainfo/$id.metainfo.xml" || fail "appstreamcli validate"
  exec_line=$(sed -n 's/^Exec=//p' "$root/usr/share/dbus-1/services/$id.service")
  [[ -x $root${exec_line%% *} ]] || fail "the D-Bus service runs '$exec_line', which is not installed"
  echo "D-Bus service: Exec=$exec_line"
  grep -qx "DesktopId=$id.desktop" "$root/usr/share/gnome-shell/search-providers/$id.search-provider.ini" ||
    fail "the search provider names another desktop file"
  echo "search provider: DesktopId=$id.desktop"
  # What the triggers made of the package's files (whatever it installs).
  while read -r f; do
    case $f in
      /usr/share/glib-2.0/schemas/*.gschema.xml)
        schema=$(sed -n 's/.*<schema [^>]*id="\([^"]*\)".*/\1/p' "$root$f" | head -n 1)
        grep -q "$schema" "$root/usr/share/glib-2.0/schemas/gschemas.compiled" ||
          fail "$schema is not in gschemas.compiled (the libglib2.0-0 trigger)"
        echo "GSettings schema $schema compiled by the trigger";;
      /usr/share/mime/packages/*.xml)
        for type in $(sed -n 's/.*<mime-type [^>]*type="\([^"]*\)".*/\1/p' "$root$f"); do
          [[ -e $root/usr/share/mime/$type.xml ]] || fail "$type is not in the MIME database"
          echo "MIME type $type in the database (the shared-mime-info trigger)"
        done;;
      /usr/share/help/C/*/index.page)
        echo "help: $f";;
    esac
  done <"$root/tmp/files.txt"
  if [[ -e $root/usr/share/icons/hicolor/icon-theme.cache ]]; then
    grep -aq "$id" "$root/usr/share/icons/hicolor/icon-theme.cache" || fail "the icon cache lacks the app's icon"
    echo "hicolor icon-theme.cache (made by a trigger) lists $id"
  fi

  step "the app on a virtual display, read through AT-SPI"
  # The root's X client gets this session's cookie; its own D-Bus session bus and
  # accessibility bus; a private home and XDG directories.
  cp "$XAUTHORITY" "$root/tmp/xauth"
  cp "$src/meson-helpers/package/see-home.py" "$root/tmp/see-home.py"
  mkdir -p "$root/tmp/home"
  rm -f "$root/tmp/seen" "$root/tmp/shot-taken"
  mkdir -m 700 -p "$root/tmp/home/run"
  run env -i PATH=/usr/bin:/bin HOME=/tmp/home DISPLAY="$DISPLAY" XAUTHORITY=/tmp/xauth LANG=C.UTF-8 \
    XDG_DATA_HOME=/tmp/home/data XDG_CONFIG_HOME=/tmp/home/config XDG_CACHE_HOME=/tmp/home/cache \
    XDG_RUNTIME_DIR=/tmp/home/run GDK_BACKEND=x11 \
    dbus-run-session -- sh -c '
      drilldown >/tmp/app.log 2>&1 & app=$!
      status=0
      python3 /tmp/see-home.py || status=1
      touch /tmp/seen
      for i in $(seq 100); do [ -e /tmp/shot-taken ] && break; sleep 0.1; done
      kill $app; wait $app
      exit $status' 2>"$root/tmp/session.log" &
  session=$!
  while [[ ! -e $root/tmp/seen ]] && kill -0 "$session" 2>/dev/null; do sleep 0.2; done
  window=$(xdotool search --onlyvisible --name '^Drilldown$' | head -n 1 || true)
  [[ -n $window ]] && echo "X window $window: $(xprop -id "$window" WM_CLASS _NET_WM_NAME | tr '\n' ' ')"
  shot=${DRILLDOWN_CHECK_SHOT:-/tmp/drilldown-package-check.png}
  xwd -root -silent | xwdtopnm 2>/dev/null | pnmtopng >"$shot" 2>/dev/null && echo "screenshot: $shot"
  touch "$root/tmp/shot-taken"
  wait "$session" || { cat "$root/tmp/session.log" "$root/tmp/app.log"; fail "the home page was not seen"; }
  [[ -n $window ]] || fail "no X window named Drilldown"

  step "apt-get purge $package"
  DEBIAN_FRONTEND=noninteractive run apt-get purge -y -q "$package" | grep -E '^(Removing|Purging|E:)' || true
  left=0
  while read -r f; do
    if [[ -e $root$f && ! -d $root$f ]] || [[ -L $root$f ]]; then echo "left: $f"; left=1; fi
  done <"$root/tmp/files.txt"
  ((left == 0)) || fail "files of $package are left after the purge"
  # A directory still there must belong to another package (dpkg removes its own once empty).
  kept=()
  while read -r f; do
    [[ -d $root$f ]] || continue
    run dpkg-query -S "$f" >/dev/null 2>&1 || fail "$f is left, and no other package has it"
    kept+=("$f")
  done <"$root/tmp/files.txt"
  echo "none of the $(wc -l <"$root/tmp/files.txt") paths of dpkg -L $package is left, but ${#kept[@]} directories"
  echo "other packages share: ${kept[*]}" | fold -s -w 100
  DEBIAN_FRONTEND=noninteractive run apt-get autoremove --purge -y -q >/dev/null
  snapshot >"$root/tmp/after.txt"
  echo "after purging what it pulled in too, the root differs from before the install in:"
  comm -3 "$root/tmp/before.txt" "$root/tmp/after.txt" | sed 's/^\t/  + /; t; s/^/  - /' | tee "$root/tmp/diff.txt"
  [[ -s $root/tmp/diff.txt ]] || echo "  nothing"
  if grep -i drilldown "$root/tmp/diff.txt"; then fail "something of Drilldown is left (above)"; fi
  exit 0
fi

# First half: the package and the root.
meson-helpers() { "$src/meson-helpers/$@"; }
meson-helpers install-deps.sh package
work=$(mktemp -d "${TMPDIR:-/tmp}/drilldown-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
deb=${1:-}
if [[ -z $deb ]]; then
  step "meson-helpers/package-deb.sh"
  meson-helpers package-deb.sh "$work"
  deb=$(ls "$work"/drilldown_*.deb)
fi
deb=$(realpath "$deb")
echo "package: $(basename "$deb"), $(du -h --apparent-size "$deb" | cut -f1)"
dpkg-deb -f "$deb" Depends Recommends Installed-Size

step "mmdebstrap: a fresh Debian 12 root"
# The Debian mirror this machine uses (the archive is reachable, nothing else may be).
# The Debian archive as this machine's apt reaches it (the archive is reachable, nothing
# else may be): one "deb URI SUITE COMPONENTS" line per suite of each Debian source.
mapfile -t mirrors < <(python3 "$src/meson-helpers/package/apt-sources.py")
((${#mirrors[@]})) || mirrors=("deb http://deb.debian.org/debian bookworm main")
printf 'mirror: %s\n' "${mirrors[@]}"
cache=${XDG_CACHE_HOME:-$HOME/.cache}/drilldown/package-check
mkdir -p "$cache"
mmdebstrap --quiet --variant=apt --include=dbus,desktop-file-utils,appstream,at-spi2-core,python3-pyatspi \
  --setup-hook='mkdir -p "$1/var/cache/apt/archives"' \
  --setup-hook="sync-in $cache /var/cache/apt/archives" --skip=download/empty \
  --customize-hook="sync-out /var/cache/apt/archives $cache" \
  bookworm "$work/root" "${mirrors[@]}"
du -sh "$work/root" | cut -f1 | sed 's/^/root: /'

# The rest in a private mount namespace (its mounts end with it) on a virtual display.
unshare --mount --propagation private -- \
  "$src/meson-helpers/x-session.sh" 1280x800 "$src/meson-helpers/package-check.sh" --inside "$work/root" "$deb"
printf '\npackage-check: PASS in %d s (%s)\n' "$(elapsed)" "$(basename "$deb")"
