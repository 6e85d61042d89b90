#!/usr/bin/env bash
# Regenerates the translation template from the Swift sources and merges it into every
# translation:
#   po/POTFILES     every Sources/**/*.swift file that calls tr(), trn() or trc(), then
#                   the desktop entry and AppStream metainfo in data/
#   po/drilldown.pot  extracted with xgettext's C parser (xgettext has no Swift mode),
#                   and its Desktop and metainfo (ITS) parsers for the data files
#   po/<lang>.po    msgmerge'd with the new template for each language in po/LINGUAS
# Then checks that xgettext really extracted every call site (its C parser can lose
# its way in Swift it does not know, such as multi-line """ strings before a call).
# Run it after adding or changing a translatable string; commit the po/ changes.
# The exact, per-string check is Tests/ModelTests/Localization/TemplateTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."

domain=drilldown
calls='(^|[^A-Za-z0-9_.])(tr|trn|trc)[[:space:]]*\('
helpers=Sources/Model/Localization/Gettext.swift

# Source lines with their // comments removed (a rough cut: enough to count calls).
strip_comments() { sed -E 's#//.*$##' "$1"; }

# 1. POTFILES: the files that call the helpers, in a stable order.
potfiles=()
while IFS= read -r file; do
  [[ $file == "$helpers" ]] && continue
  # (grep -c, not -q: -q stops reading early and pipefail would then drop the file)
  [[ $(strip_comments "$file" | grep -cE "$calls" || true) -gt 0 ]] && potfiles+=("$file")
done < <(find Sources -name '*.swift' -type f | LC_ALL=C sort)
# The desktop entry and the AppStream metainfo have their own xgettext parsers.
datafiles=()
while IFS= read -r file; do datafiles+=("$file"); done < <(
  find data -maxdepth 1 -type f \( -name '*.desktop' -o -name '*.desktop.in' -o -name '*.metainfo.xml' -o -name '*.metainfo.xml.in' \) | LC_ALL=C sort)
printf '%s\n' "${potfiles[@]}" "${datafiles[@]}" > po/POTFILES

# 2. The template. --keyword= drops xgettext's C defaults (gettext, _, …).
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
xgettext --language=C --from-code=UTF-8 --files-from=po/POTFILES \
  --keyword= --keyword=tr --keyword=trn:1,2 --keyword=trc:1c,2 \
  --add-comments=TRANSLATORS: --package-name=Drilldown --package-version=1.0 \
  --copyright-holder="The Drilldown authors" --sort-by-file \
  --output="$tmp" 2> >(grep -v 'unterminated \(string literal\|character constant\)' >&2 || true)
if ((${#datafiles[@]})); then
  xgettext --from-code=UTF-8 --join-existing --sort-by-file --output="$tmp" "${datafiles[@]}"
fi
sed -i -e 's/charset=CHARSET/charset=UTF-8/' \
  -e '1s/.*/# Translation template for Drilldown./' \
  -e 's/^# This file is distributed under the same license as the PACKAGE package./# This file is distributed under the same license as the Drilldown package./' "$tmp"
# Keep the old file when only the creation date changed (no churn in git).
same() { diff -q <(grep -v '^"POT-Creation-Date:' "$1") <(grep -v '^"POT-Creation-Date:' "$2") >/dev/null; }
if [[ ! -f po/$domain.pot ]] || ! same "$tmp" "po/$domain.pot"; then
  cp "$tmp" "po/$domain.pot"
fi

# 3. Merge into each translation (new strings arrive untranslated, changed ones fuzzy).
if [[ -f po/LINGUAS ]]; then
  for lang in $(grep -v '^#' po/LINGUAS); do
    if [[ -f po/$lang.po ]]; then
      msgmerge --quiet --update --backup=none --previous "po/$lang.po" "po/$domain.pot"
    else
      msginit --no-translator --locale="$lang" --input="po/$domain.pot" --output-file="po/$lang.po"
    fi
  done
fi

# 4. Every call site must be in the template: compare call counts per file with the
#    template's references (file:line), counting a string called twice on one line
#    once, as xgettext does.
status=0
for file in "${potfiles[@]}"; do
  # Distinct (line, helper, first literal): xgettext lists one string once per line.
  n_calls=$(strip_comments "$file" | grep -noE "$calls(\"([^\"\\\\]|\\\\.)*\")?" \
    | sed -E 's/^([0-9]+):[^t]?/\1:/' | sort -u | wc -l)
  n_refs=$(grep '^#:' "po/$domain.pot" | tr ' ' '\n' | grep -c "^$file:[0-9]*$" || true)
  if [[ $n_calls -ne $n_refs ]]; then
    echo "update-pot: $file has $n_calls tr/trn/trc calls but $n_refs in po/$domain.pot" >&2
    status=1
  fi
done
total=$(grep '^#:' "po/$domain.pot" | tr ' ' '\n' | grep -c '^Sources/.*:[0-9][0-9]*$' || true)
echo "update-pot: $total call sites in ${#potfiles[@]} Swift files, and ${#datafiles[@]} data files, in po/$domain.pot"
if [[ $status -ne 0 ]]; then
  echo "update-pot: xgettext missed calls (see Gettext.swift for the conventions it needs)" >&2
fi
exit $status
