#!/usr/bin/env bash
# Checks the files meson installs for the desktop as the desktop's own tools read them:
# the settings schema, the help pages (source and Italian), the metainfo (AppStream's
# pedantic checks), the desktop entry (no hints either) and the MIME type: after
# update-mime-database into a temporary data folder, GIO names a binary property list
# without an extension and an XML one application/x-plist. Run by meson-helpers/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
id=io.github.drilldown.Drilldown
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

glib-compile-schemas --strict --dry-run data || fail=1

yelp-check validate help/C/*.page || fail=1
for lang in $(grep -v '^#' help/LINGUAS); do
  msgfmt --check -o "$tmp/help-$lang.mo" "help/$lang/$lang.po" || fail=1
  mkdir -p "$tmp/help-$lang"
  itstool -m "$tmp/help-$lang.mo" -o "$tmp/help-$lang/" help/C/*.page || fail=1
  yelp-check validate "$tmp/help-$lang"/*.page || fail=1
done

# Pedantic: every note but the one every GNOME app has (its reverse-DNS id's capitals).
appstream=$(appstreamcli validate --pedantic --no-color "data/$id.metainfo.xml" 2>&1) || fail=1
if grep -E '^[EWIP]:' <<<"$appstream" | grep -v 'cid-contains-uppercase-letter' ; then
  echo "appstreamcli: notes on data/$id.metainfo.xml" >&2
  fail=1
fi

desktop=$(desktop-file-validate "data/$id.desktop" 2>&1) || fail=1
if [[ -n $desktop ]]; then
  echo "$desktop" >&2
  fail=1
fi

mkdir -p "$tmp/share/mime/packages"
cp "data/$id.mime.xml" "$tmp/share/mime/packages/"
update-mime-database "$tmp/share/mime" >/dev/null 2>&1 || fail=1
printf 'bplist00\xd1\x01\x02Q' >"$tmp/binary-property-list"
cp data/drilldown.plist "$tmp/xml-property-list"
for f in binary-property-list xml-property-list; do
  type=$(XDG_DATA_DIRS="$tmp/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" \
    gio info -a standard::content-type "$tmp/$f" | sed -n 's/.*standard::content-type: //p')
  if [[ $type != application/x-plist ]]; then
    echo "MIME: $f is $type, not application/x-plist" >&2
    fail=1
  fi
done
exit "$fail"
