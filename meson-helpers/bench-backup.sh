#!/usr/bin/env bash
# Back up and restore benchmark: a data folder of the five stores with N coffees, each with
# its own small PNG picture (64 px), timed as whole processes in turn against the sqlite3
# tool's online backup of the same files (A B A B; warm page cache on both sides; peak
# memory from /usr/bin/time -f %M; see meson-helpers/bench/pair.sh):
#   1. Back up: BackupWriter (one read transaction per store, one file, fsync, rename)
#      against `sqlite3 <store> ".backup <copy>"` for each of the five files.
#   2. Restore: BackupRestore.stage + commit (the file checked as hostile input, every value
#      checked, every picture through the picture gate, new files synced, the journaled
#      replace) against `sqlite3 <store> ".restore <copy>"` for each of the five files.
#   3. The picture gate's share of 2: the same restore with and without it.
# Usage: meson-helpers/bench-backup.sh [coffees] [runs]   (100000 3)
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh test >/dev/null   # sqlite3 (the peer) comes with the test deps
coffees=${1:-100000} runs=${2:-3}
swift build -c release --product bench-backup >/dev/null
bench="$(swift build -c release --show-bin-path)/bench-backup"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. meson-helpers/bench/pair.sh
stores="coffee todo zoo recipes cities"
mkdir -p "$work/data" "$work/copies"
"$bench" make "$work/data" "$coffees"
echo "bench-backup: $(nproc) CPUs, $(sqlite3 --version | cut -d' ' -f1) (sqlite3 tool), coffees $coffees," \
  "data $(du -sh "$work/data" | cut -f1)"
# The peer: the sqlite3 tool's online backup API, one process per store file.
cat >"$work/peer.sh" <<PEER
#!/bin/sh
for s in $stores; do sqlite3 "$work/data/\$s.sqlite" ".\$1 $work/copies/\$s.sqlite" || exit 1; done
PEER

pair_header "Back up 5 stores, $coffees coffees with pictures" "$runs"
pair "$runs" "BackupWriter (bench-backup backup)" "sqlite3 tool .backup × 5" \
  -- "$bench" backup "$work/data" "$work/backup.drilldown-backup" \
  -- sh "$work/peer.sh" backup
echo "backup file: $(du -h "$work/backup.drilldown-backup" | cut -f1)"

pair_header "Restore 5 stores, $coffees coffees with pictures" "$runs"
pair "$runs" "BackupRestore stage + commit (bench-backup restore)" "sqlite3 tool .restore × 5" \
  -- "$bench" restore "$work/backup.drilldown-backup" "$work/data" \
  -- sh "$work/peer.sh" restore

pair_header "Restore, the picture gate's share" "$runs"
pair "$runs" "BackupRestore, every picture through the gate" "BackupRestore, pictures not decoded" \
  -- "$bench" restore "$work/backup.drilldown-backup" "$work/data" \
  -- "$bench" restore-ungated "$work/backup.drilldown-backup" "$work/data"
