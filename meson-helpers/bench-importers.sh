#!/usr/bin/env bash
# Importers benchmark: a generated 100 MB books.xml through the libxml2 SAX reader vs
# `xmllint --stream --noout`, and a 100 MB trends JSON through TrendsDocument vs
# `jq empty` (parse only), and a flat JSON array of objects (not in the tutorial's shape)
# read into the Drill Down tree (TreeDocument) vs Python's `json.load` and `jq empty`.
# The rows to quote are the pairs of whole processes (each side
# includes its process start, warm page cache, A B A B; see meson-helpers/bench/pair.sh);
# the program's own in-process table follows. A third argument `--breakdown` times the
# JSON stages separately. Then the document file set (meson-helpers/bench/documents.py:
# tree-shaped, flat, dense, accented, each as JSON, XML and binary property list of the
# same content) read into the Drill Down tree against Python's json and orjson, jq,
# plistlib and `xmllint --stream`, with MiB/s and peak memory as a multiple of the file;
# each shape must open in every format, or be refused in every one with the same message.
# `DOCUMENTS_ONLY=1` runs only the document set.
# Usage: meson-helpers/bench-importers.sh [megabytes] [rounds] [--breakdown]   (files go to $TMPDIR)
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh run
need=()
command -v xmllint >/dev/null || need+=(libxml2-utils)
command -v jq >/dev/null || need+=(jq)
[[ -x /usr/bin/time ]] || need+=(time)
if ((${#need[@]})); then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
python=python3
if ! python3 -c 'import orjson' 2>/dev/null; then
  venv="${TMPDIR:-/tmp}/drilldown-bench-venv"
  [[ -x $venv/bin/python3 ]] || python3 -m venv "$venv"
  "$venv/bin/python3" -c 'import orjson' 2>/dev/null || "$venv/bin/pip" install -q orjson
  python="$venv/bin/python3"
fi
swift build -c release --product bench-importers >/dev/null
bench="$(swift build -c release --show-bin-path)/bench-importers"
megabytes=${1:-100} rounds=${2:-3}
echo "load average: $(cat /proc/loadavg)"
if [[ ${DOCUMENTS_ONLY:-} == 1 ]]; then
  dir="${TMPDIR:-/tmp}/drilldown-bench-importers"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  . meson-helpers/bench/pair.sh
else
# The in-process run also generates the files (kept between runs).
"$bench" "${TMPDIR:-/tmp}" "$megabytes" "$rounds" ${3:+"$3"}
dir="${TMPDIR:-/tmp}/drilldown-bench-importers"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. meson-helpers/bench/pair.sh
pair_header "Parse ${megabytes} MB" "$rounds"
pair "$rounds" "BooksDocument, SAX → [Book] (bench-importers books)" "xmllint --stream --noout" \
  -- "$bench" books "$dir/books-${megabytes}MB.xml" -- xmllint --stream --noout "$dir/books-${megabytes}MB.xml"
pair "$rounds" "TrendsDocument → [Trend] (bench-importers trends)" "jq empty" \
  -- "$bench" trends "$dir/trends-${megabytes}MB.json" -- jq empty "$dir/trends-${megabytes}MB.json"
flat="$dir/flat-${megabytes}MB.json"
if [[ ! -s $flat ]]; then
  python3 - "$flat" "$megabytes" <<'PY'
import json, sys
path, megabytes = sys.argv[1], int(sys.argv[2])
text = "A row of a flat document, long enough to be shortened for its subtitle like real prose. " * 6
with open(path, "w") as out:
    out.write("[")
    written, index = 1, 0
    while written < megabytes * 1024 * 1024:
        row = {"id": index, "title": f"Row {index}", "summary": text, "url": f"https://example.org/rows/{index}",
               "price": index * 0.25, "count": index % 977, "ok": index % 2 == 0, "note": text[:400], "tag": "flat"}
        chunk = ("," if index else "") + json.dumps(row)
        out.write(chunk)
        written += len(chunk)
        index += 1
    out.write("]")
PY
fi
pair "$rounds" "TreeDocument, flat JSON → tree (bench-importers tree)" "python3 json.load" \
  -- "$bench" tree "$flat" -- python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$flat"
pair "$rounds" "TreeDocument, flat JSON → tree (bench-importers tree)" "jq empty" \
  -- "$bench" tree "$flat" -- jq empty "$flat"
fi

# The document file set: the same content in three formats per shape.
python3 meson-helpers/bench/documents.py "$dir" "$megabytes"
for shape in tree flat dense accented; do
  base="$dir/$shape-${megabytes}MB"
  "$bench" same "$base.json" "$base.xml.plist" "$base.binary.plist" \
    || { echo "bench: $shape does not open (or is not refused) alike in every format" >&2; exit 1; }
done
size() { stat -c %s "$1"; }
# The process's own memory, to tell the document's share from it (a small file's peak is
# mostly the process: the binary property lists of flat and accented text are 11-14 MiB).
echo '[]' >"$work/empty.json"
/usr/bin/time -f %M -o "$work/empty.rss" "$bench" tree "$work/empty.json" >/dev/null
PAIR_FILE_BASE_KB=$(tail -n 1 "$work/empty.rss")
export PAIR_FILE_BASE_KB
echo
echo "an empty document (the same command on []): $(awk -v k="$PAIR_FILE_BASE_KB" 'BEGIN{printf "%.1f MB", k/1024}') peak; \"own\" is the peak above it, as a multiple of the file"
for shape in tree flat dense accented; do
  base="$dir/$shape-${megabytes}MB"
  pair_file_header "$shape, JSON ($(($(size "$base.json") / 1048576)) MiB)" "$rounds"
  pair_file "$rounds" "$(size "$base.json")" "TreeDocument (bench-importers tree)" "python3 json.load" \
    -- "$bench" tree "$base.json" -- python3 -c 'import json, sys; json.load(open(sys.argv[1], "rb"))' "$base.json"
  pair_file "$rounds" "$(size "$base.json")" "TreeDocument (bench-importers tree)" "orjson.loads" \
    -- "$bench" tree "$base.json" -- "$python" -c 'import orjson, sys; orjson.loads(open(sys.argv[1], "rb").read())' "$base.json"
  pair_file "$rounds" "$(size "$base.json")" "TreeDocument (bench-importers tree)" "jq empty" \
    -- "$bench" tree "$base.json" -- jq empty "$base.json"
  pair_file_header "$shape, XML property list ($(($(size "$base.xml.plist") / 1048576)) MiB)" "$rounds"
  pair_file "$rounds" "$(size "$base.xml.plist")" "TreeDocument (bench-importers tree)" "xmllint --stream --noout" \
    -- "$bench" tree "$base.xml.plist" -- xmllint --stream --noout "$base.xml.plist"
  pair_file "$rounds" "$(size "$base.xml.plist")" "TreeDocument (bench-importers tree)" "plistlib.load" \
    -- "$bench" tree "$base.xml.plist" -- python3 -c 'import plistlib, sys; plistlib.load(open(sys.argv[1], "rb"))' "$base.xml.plist"
  pair_file_header "$shape, binary property list ($(($(size "$base.binary.plist") / 1048576)) MiB)" "$rounds"
  pair_file "$rounds" "$(size "$base.binary.plist")" "TreeDocument (bench-importers tree)" "plistlib.load" \
    -- "$bench" tree "$base.binary.plist" -- python3 -c 'import plistlib, sys; plistlib.load(open(sys.argv[1], "rb"))' "$base.binary.plist"
done
echo "load average: $(cat /proc/loadavg)"
