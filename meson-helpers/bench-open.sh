#!/usr/bin/env bash
# Opening a big document in the app's window (in-process, release build): the main
# thread's longest stall (10 ms GLib timeout) while a flat JSON array of 100,000 rows
# (about 100 MB) is parsed, its tree built and its 100,000-row first level pushed and
# shown, beside an idle window of the same length in the same run (the peer); what the
# push did on the main thread before (every title, timed there); and the time from
# Cancel to the read stopping, while parsing and while building (on a bigger document).
# The benchmark drives the app's internal pages (@testable import), so it is built with
# testing enabled. Usage: meson-helpers/bench-open.sh [rounds]   (the file goes to $TMPDIR)
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh run
command -v Xvfb >/dev/null || { echo "bench-open: needs Xvfb (apt-get install xvfb xauth)"; exit 1; }
swift build -c release -Xswiftc -enable-testing --product bench-open
file="${TMPDIR:-/tmp}/drilldown-bench-open/flat-100k.json"
if [[ ! -s $file ]]; then
  mkdir -p "$(dirname "$file")"
  python3 - "$file" <<'PY'
import json, sys
text = "A row of a flat document, long enough to be shortened for its subtitle like real prose. " * 10
with open(sys.argv[1], "w") as out:
    out.write("[")
    for index in range(100_000):
        row = {"id": index, "title": f"Row {index}", "summary": text, "note": text[:60], "ok": index % 2 == 0}
        out.write(("," if index else "") + json.dumps(row))
    out.write("]")
PY
fi
# Cancel is timed on the tree-shaped XML property list of the document set (bench/documents.py,
# shared with bench-importers.sh): it reads for seconds, long enough for its progress to show.
documents="${TMPDIR:-/tmp}/drilldown-bench-importers"
python3 meson-helpers/bench/documents.py "$documents" 100
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none
export XDG_DATA_HOME=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d) XDG_CACHE_HOME=$(mktemp -d)
trap 'rm -rf "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME"' EXIT
meson-helpers/x-session.sh 1280x800 "$(swift build -c release -Xswiftc -enable-testing --show-bin-path)/bench-open" \
  "$file" "${1:-3}" "$documents/tree-100MB.xml.plist"
