#!/usr/bin/env bash
# Storage and search-path benchmark. Every row is two processes doing the same job, timed
# in turn (A B A B, warm page cache on both sides, process start included on both sides,
# peak memory from /usr/bin/time -f %M; see meson-helpers/bench/pair.sh):
#   1. N coffees added one at a time, one transaction each (the app's path: CoffeeStore),
#      against the sqlite3 tool running the same N INSERTs in autocommit mode, same
#      pragmas (WAL, synchronous FULL).
#   2. The write cost of an FTS5 trigram index: 1,000,000 titles into a table in one
#      transaction with the index against without it (the stores kept one until v4).
#   3. The search decision: typing "mango 047" over 1,000,000 titles with the list's
#      in-memory SearchCorpus against the FTS5 index; each side then prints its own
#      per-keystroke table.
# Usage: meson-helpers/bench-storage.sh [rows] [coffees] [runs]   (1000000 1000 5)
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh test >/dev/null   # sqlite3 (the peer) comes with the test deps
rows=${1:-1000000} coffees=${2:-1000} runs=${3:-5}
swift build -c release --product bench-storage >/dev/null
bench="$(swift build -c release --show-bin-path)/bench-storage"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. meson-helpers/bench/pair.sh
echo "bench-storage: $(nproc) CPUs, $(sqlite3 --version | cut -d' ' -f1) (sqlite3 tool), rows $rows, coffees $coffees"

# 1. Adding coffees one at a time.
mkdir -p "$work/ours" "$work/peer"
"$bench" add-coffees "$work/peer" 0          # the same schema and first-run data for the peer
{
  echo "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;"
  for i in $(seq 0 $((coffees - 1))); do
    echo "INSERT INTO Coffee(CoffeeName, Price) VALUES ('Coffee $i', $((i % 1000)).0 / 100);"
  done
} >"$work/add.sql"
pair_header "Add $coffees coffees, one transaction each" "$runs"
pair "$runs" "CoffeeStore.insert × $coffees (bench-storage add-coffees)" "sqlite3 tool, same INSERTs, autocommit" \
  -- "$bench" add-coffees "$work/ours" "$coffees" \
  -- sh -c "exec sqlite3 -batch '$work/peer/coffee.sqlite' <'$work/add.sql'"

# 2. The write cost of the FTS5 index.
"$bench" make-titles "$work/titles.txt" "$rows"
pair_header "Write $rows titles in one transaction (write cost of the FTS5 trigram index)" "$runs"
pair "$runs" "table + FTS5 trigram index (build-titles fts)" "table only (build-titles plain)" \
  -- "$bench" build-titles "$work/titles.txt" "$work/fts.sqlite" fts \
  -- "$bench" build-titles "$work/titles.txt" "$work/plain.sqlite" plain
"$bench" build-titles "$work/titles.txt" "$work/fts.sqlite" fts
"$bench" build-titles "$work/titles.txt" "$work/plain.sqlite" plain

# 3. The search path: the in-memory corpus against the FTS5 index.
pair_header "Type \"mango 047\" over $rows titles (load/open, then 9 keystrokes)" "$runs"
pair "$runs" "SearchCorpus (search-corpus: titles file → corpus)" "FTS5 index (search-fts: open database)" \
  -- "$bench" search-corpus "$work/titles.txt" \
  -- "$bench" search-fts "$work/fts.sqlite"
echo
"$bench" search-corpus "$work/titles.txt"
echo
"$bench" search-fts "$work/fts.sqlite"
