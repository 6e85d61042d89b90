#!/usr/bin/env bash
# Usage: meson-helpers/package-deb.sh [OUTPUT_DIRECTORY]     (default: the source tree)
# Builds drilldown_<version>_amd64.deb: a release build (meson, buildtype release, prefix
# /usr) in a new build directory, `meson install` into a new staging directory (DESTDIR),
# and whatever meson installed goes into the package, after these Debian steps:
# - compiled caches (GSettings' gschemas.compiled, icon-theme.cache, the MIME database,
#   mimeinfo.cache) are dropped: the dpkg triggers of libglib2.0-0, hicolor-icon-theme/
#   GTK, shared-mime-info and desktop-file-utils build them on the installed system;
# - binaries are stripped as dh_strip does (ELF files are found by their magic, shared
#   objects lose their executable bit), manual pages compressed, files 0644, executables
#   0755;
# - Depends: dpkg-shlibdeps over every ELF file, plus the libraries the app opens with
#   dlopen (each `#define DD_*_LIBRARY "…"` in Sources/ naming a system library: its
#   package, at the version its symbols file gives the functions the loader uses), plus
#   the data and modules read without linking (iso-codes, glib-networking); Recommends:
#   yelp (the help viewer);
# - the version is meson.build's; usr/share/doc/drilldown/changelog.gz is made from the
#   metainfo's <release> notes (a native package: upstream makes it); a copyright file;
# - DEBIAN/control and md5sums, then dpkg-deb --root-owner-group -Zxz --build.
# Ends with lintian (errors and warnings fail) and an ldd check that no Swift library
# from the toolchain is needed (release builds link the runtime and Foundation statically).
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$src}")
mkdir -p "$out"
cd "$src"
meson-helpers/install-deps.sh package

work=$(mktemp -d "${TMPDIR:-/tmp}/drilldown-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
root=$work/root
package=drilldown
arch=$(dpkg --print-architecture)
maintainer=${DEB_MAINTAINER:-$(git -C "$src" log -1 --format='%an <%ae>' 2>/dev/null || true)}
[[ -n $maintainer ]] || { echo "package-deb.sh: set DEB_MAINTAINER='Name <address>'" >&2; exit 1; }

# 1. Release build and install into the staging directory.
meson setup "$work/build" --prefix=/usr --buildtype=release >"$work/setup.log" || { cat "$work/setup.log"; exit 1; }
version=$(meson introspect --projectinfo "$work/build" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')
echo "Building $package $version ($arch)"
meson compile -C "$work/build"
DESTDIR=$root meson install -C "$work/build" --no-rebuild --quiet

# 2. Debian's way: no compiled caches (dpkg triggers make them), stripped binaries, modes.
for cache in usr/share/glib-2.0/schemas/gschemas.compiled usr/share/applications/mimeinfo.cache \
  usr/share/icons/*/icon-theme.cache; do
  [[ -e $root/$cache ]] && { echo "  dropped $cache (a dpkg trigger builds it)"; rm -f "$root/$cache"; }
done
if [[ -d $root/usr/share/mime ]]; then
  # update-mime-database's output: everything in share/mime but the packages/ sources.
  find "$root/usr/share/mime" -mindepth 1 -maxdepth 1 ! -name packages \
    -printf '  dropped usr/share/mime/%P (update-mime-database output)\n' -exec rm -rf {} +
fi
# Manual pages compressed, as dh_compress does.
if [[ -d $root/usr/share/man ]]; then
  find "$root/usr/share/man" -type f ! -name '*.gz' -exec gzip -9n {} +
fi
# Modes: directories 0755, files 0644, and 0755 for what meson installed executable.
find "$root" -type d -exec chmod 0755 {} +
find "$root" -type f -perm /111 -exec chmod 0755 {} +
find "$root" -type f ! -perm /111 -exec chmod 0644 {} +
elves=()
while IFS= read -r -d '' f; do
  [[ $(head -c 4 "$f" | od -An -c | tr -d ' ') == 177ELF ]] || continue
  elves+=("$f")
  if [[ $f == *.so || $f == *.so.* ]]; then
    strip --remove-section=.comment --remove-section=.note --strip-unneeded "$f"
    chmod 0644 "$f"
  else
    strip --remove-section=.comment --remove-section=.note "$f"
    chmod 0755 "$f"
  fi
done < <(find "$root" -type f -print0)
find "$root/usr/bin" -type f -exec chmod 0755 {} +

# 3. Documentation: copyright, and the changelog from the metainfo's release notes.
doc=$root/usr/share/doc/$package
mkdir -p "$doc"
cp meson-helpers/package/copyright "$doc/copyright"
metainfo=$(find "$root/usr/share/metainfo" -name '*.metainfo.xml' | head -n 1)
python3 meson-helpers/package/debmeta.py changelog "$metainfo" "$package" "$version" "$maintainer" >"$work/changelog"
gzip -9n <"$work/changelog" >"$doc/changelog.gz"
overrides=meson-helpers/package/lintian-overrides
if [[ -f $overrides ]]; then
  install -D -m 0644 "$overrides" "$root/usr/share/lintian/overrides/$package"
fi

# 4. Depends: the ELF files' shared libraries, and what the app opens with dlopen.
mkdir -p "$work/meta/debian"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$package" "$package" >"$work/meta/debian/control"
shlibs=$(cd "$work/meta" && dpkg-shlibdeps -O "${elves[@]/#/-e}" 2>"$work/shlibdeps.log" |
  sed -n 's/^shlibs:Depends=//p') || { cat "$work/shlibdeps.log"; exit 1; }
dlopened=$(python3 meson-helpers/package/debmeta.py dlopen-depends Sources)
# Data and modules the app reads without linking them: iso-codes (country names in the
# user's language) and glib-networking (GIO's TLS module, for https through libsoup).
depends="$shlibs, $dlopened, glib-networking, iso-codes"
recommends=yelp
echo "  Depends: $depends"
echo "  Recommends: $recommends"

# The binaries must not need the toolchain's Swift libraries (not in any Debian package).
for f in "${elves[@]}"; do
  if ldd "$f" | grep -E '/opt/swift|/usr/share/swift|libswift|libFoundation|libdispatch|not found'; then
    echo "package-deb.sh: ${f#"$root"} needs a library that is not in Debian (above)" >&2
    exit 1
  fi
done

# 5. Control file, md5sums, the package.
summary=$(python3 meson-helpers/package/debmeta.py synopsis "$metainfo")
mkdir -p "$root/DEBIAN"
{
  echo "Package: $package"
  echo "Version: $version"
  echo "Architecture: $arch"
  echo "Maintainer: $maintainer"
  echo "Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)"
  echo "Depends: $depends"
  echo "Recommends: $recommends"
  echo "Section: gnome"
  echo "Priority: optional"
  echo "Description: $summary"
  python3 meson-helpers/package/debmeta.py description "$metainfo"
} >"$root/DEBIAN/control"
(cd "$root" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
deb=$out/${package}_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
installed=$(sed -n 's/^Installed-Size: //p' "$root/DEBIAN/control")
echo "Built $deb ($(du -h --apparent-size "$deb" | cut -f1), installed $installed KiB)"

# 6. Lint: no error and no warning (informational tags are overridden with a reason).
lintian --fail-on error,warning --display-info "$deb"
echo "lintian: no errors, no warnings"
