#!/usr/bin/env bash
# Fuzzes each Drill Down document reader (JSON, XML, binary and old-style property lists,
# XML) for a fixed time: meson-helpers/fuzz.sh [SECONDS_PER_READER] [READER...]
# Not part of the test suite. Uses libFuzzer (swift build -Xswiftc -sanitize=fuzzer)
# when the toolchain has it, else the deterministic mutation loop of the same target.
# Crashing inputs land in fuzz-findings/<reader>/; turn each into a regression test in
# Tests/ModelTests with the input under Tests/ModelTests/Fixtures/.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_READER=${1:-600}
shift || true
READERS=("$@")
[ ${#READERS[@]} -eq 0 ] && READERS=(json xmlPropertyList binaryPropertyList openStepPropertyList xml)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Seed corpora: the bundled data, the test fixtures and property lists written by Python.
mkdir -p "$WORK/json" "$WORK/xmlPropertyList" "$WORK/binaryPropertyList" "$WORK/openStepPropertyList" "$WORK/xml"
cp data/trends.json "$WORK/json/"
find Tests/ModelTests/Fixtures/json -name 'y_*.json' -size -2k | head -120 | xargs -I{} cp {} "$WORK/json/"
cp data/books.xml data/feeds/*.xml Tests/ModelTests/Fixtures/importers/xml/*.xml "$WORK/xml/" 2>/dev/null || true
cp data/drilldown.plist "$WORK/xmlPropertyList/"
cp Tests/ModelTests/Fixtures/documents/openstep/* "$WORK/openStepPropertyList/"
python3 - "$WORK" <<'PY'
import plistlib, sys, datetime, os
work = sys.argv[1]
samples = [
    plistlib.load(open("data/drilldown.plist", "rb")),
    {"name": "Sample", "count": 3, "ratio": 1.5, "flag": True, "when": datetime.datetime(2020, 1, 2, 3, 4, 5),
     "blob": b"\x00\x01\x02\xff" * 4, "list": [1, -2, 2**40, -2**63, "x" * 40, {"k": "v"}], "empty": {}, "none": []},
    ["a", "b", ["c", ["d", {"e": [1.0, 2.0]}]]],
    {"Rows": [{"Title": "A", "Date": datetime.datetime(2001, 1, 1), "Size": 12, "Children": [{"Title": "B", "View": 2}]}]},
]
shared = "s" * 100
samples.append({"shared": [shared, shared, shared, {"again": shared}]})
for i, value in enumerate(samples):
    open(os.path.join(work, "xmlPropertyList", f"s{i}.plist"), "wb").write(plistlib.dumps(value, fmt=plistlib.FMT_XML))
    open(os.path.join(work, "binaryPropertyList", f"s{i}.plist"), "wb").write(plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
PY

mkdir -p fuzz-findings
if nice swift build -c release --build-path .build-fuzz --product fuzz-readers \
     -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING >"$WORK/build.log" 2>&1; then
    BIN=.build-fuzz/release/fuzz-readers
    for reader in "${READERS[@]}"; do
        mkdir -p "fuzz-findings/$reader" "$WORK/corpus-$reader"
        echo "== $reader: libFuzzer for ${SECONDS_PER_READER}s"
        FUZZ_FORMAT=$reader nice "$BIN" "$WORK/corpus-$reader" "$WORK/$reader" \
            -max_total_time="$SECONDS_PER_READER" -rss_limit_mb=1024 -timeout=10 -max_len=65536 \
            -artifact_prefix="fuzz-findings/$reader/" -print_final_stats=1 2>&1 | tail -12 || echo "$reader: libFuzzer stopped (see fuzz-findings/$reader)"
    done
else
    echo "libFuzzer build failed (see below); using the mutation loop"
    tail -5 "$WORK/build.log"
    swift build -c release --product fuzz-readers >/dev/null
    for reader in "${READERS[@]}"; do
        mkdir -p "fuzz-findings/$reader"
        echo "== $reader: mutation loop for ${SECONDS_PER_READER}s"
        ( ulimit -v 4000000; nice .build/release/fuzz-readers "$reader" "$SECONDS_PER_READER" "$WORK/$reader" \
            "fuzz-findings/$reader/current.bin" ) || { echo "$reader: CRASH, input kept in fuzz-findings/$reader/"; \
            cp "fuzz-findings/$reader/current.bin" "fuzz-findings/$reader/crash-$(date +%s).bin"; }
    done
fi
