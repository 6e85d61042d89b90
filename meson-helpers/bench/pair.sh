# Sourced by the bench-*.sh scripts: times two commands as whole processes, in turn
# (A B A B …, after one warm-up of each), so both sides include their process start and
# run with the same (warm) page cache. Wall time from `date +%s%N`, peak memory from
# `/usr/bin/time -f %M` (the largest resident set of that process, in KiB). Prints one
# Markdown row per side with the medians, and the median of the per-pair ratios A/B.
#
#   pair RUNS "label A" "label B" -- command A ... -- command B ...
#
# Commands' own output is discarded (their stderr goes to $work/pair.err for errors).

pair_run() { # label outfile cmd...: appends "ms kib" for one run
  local out=$1; shift
  local start end
  start=$(date +%s%N)
  /usr/bin/time -f %M -o "$out.rss" "$@" >/dev/null 2>>"${work:-/tmp}/pair.err" \
    || { echo "bench: '$*' failed (see ${work:-/tmp}/pair.err)" >&2; return 1; }
  end=$(date +%s%N)
  echo "$(( (end - start) / 1000 )) $(cat "$out.rss")" >>"$out"
}

pair_median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

pair() {
  [[ -x /usr/bin/time ]] || { echo "bench: needs /usr/bin/time (apt-get install time)" >&2; return 1; }
  local runs=$1 label_a=$2 label_b=$3; shift 3
  [[ $1 == -- ]] && shift
  local a=() b=()
  while [[ $# -gt 0 && $1 != -- ]]; do a+=("$1"); shift; done
  shift
  b=("$@")
  local dir
  dir=$(mktemp -d)
  pair_run "$dir/warm" "${a[@]}" && pair_run "$dir/warm" "${b[@]}" || return 1
  for _ in $(seq "$runs"); do
    pair_run "$dir/a" "${a[@]}" || return 1
    pair_run "$dir/b" "${b[@]}" || return 1
  done
  local ms_a ms_b kb_a kb_b ratio
  ms_a=$(awk '{print $1/1000}' "$dir/a" | pair_median)
  ms_b=$(awk '{print $1/1000}' "$dir/b" | pair_median)
  kb_a=$(awk '{print $2}' "$dir/a" | pair_median)
  kb_b=$(awk '{print $2}' "$dir/b" | pair_median)
  ratio=$(paste "$dir/a" "$dir/b" | awk '{printf "%.3f\n", $1/$3}' | pair_median)
  printf '| %-52s | %9.1f ms | %8.1f MB | %6.2f× |\n' "$label_a" "$ms_a" "$(awk -v k="$kb_a" 'BEGIN{print k/1024}')" "$ratio"
  printf '| %-52s | %9.1f ms | %8.1f MB |         |\n' "$label_b" "$ms_b" "$(awk -v k="$kb_b" 'BEGIN{print k/1024}')"
  rm -rf "$dir"
}

pair_header() { # title
  printf '\n%s (whole processes, A B A B, median of %s pairs; ratio = median of A/B per pair)\n' "$1" "${2:-5}"
  printf '| %-52s | %12s | %11s | %7s |\n' "command" "wall" "peak RSS" "A/B"
  printf '|%s|%s|%s|%s|\n' "------------------------------------------------------" "--------------" "-------------" "---------"
}

# pair_file RUNS BYTES "label A" "label B" -- command A ... -- command B ...
# Like `pair`, for commands that read one file of BYTES bytes: adds each side's
# throughput (MiB/s of the file) and peak memory as a multiple of the file's size.
pair_file() {
  local runs=$1 bytes=$2; shift 2
  local label_a=$1 label_b=$2; shift 2
  [[ $1 == -- ]] && shift
  local a=() b=()
  while [[ $# -gt 0 && $1 != -- ]]; do a+=("$1"); shift; done
  shift
  b=("$@")
  local dir
  dir=$(mktemp -d)
  pair_run "$dir/warm" "${a[@]}" && pair_run "$dir/warm" "${b[@]}" || return 1
  for _ in $(seq "$runs"); do
    pair_run "$dir/a" "${a[@]}" || return 1
    pair_run "$dir/b" "${b[@]}" || return 1
  done
  local side label us kb
  for side in a b; do
    label=$label_a
    [[ $side == b ]] && label=$label_b
    us=$(awk '{print $1}' "$dir/$side" | pair_median)
    kb=$(awk '{print $2}' "$dir/$side" | pair_median)
    printf '| %-44s | %9.1f ms | %7.1f MiB/s | %6.1f MB | %5.2f× file |' "$label" "$(awk -v u="$us" 'BEGIN{print u/1000}')" \
      "$(awk -v u="$us" -v n="$bytes" 'BEGIN{print n/1048576/(u/1e6)}')" "$(awk -v k="$kb" 'BEGIN{print k/1024}')" \
      "$(awk -v k="$kb" -v n="$bytes" 'BEGIN{print k*1024/n}')"
    if [[ $side == a ]]; then
      # Beside our side, with PAIR_FILE_BASE_KB (the peak of the same command on an empty
      # document): the memory the document itself took, as a multiple of the file.
      if [[ -n ${PAIR_FILE_BASE_KB:-} ]]; then
        printf ' %s |\n' "$(awk -v k="$kb" -v z="$PAIR_FILE_BASE_KB" -v n="$bytes" 'BEGIN{printf "own %.2f×", (k-z)*1024/n}')"
      else
        printf '         |\n'
      fi
    else
      printf ' %6.2f× |\n' "$(paste "$dir/a" "$dir/b" | awk '{printf "%.3f\n", $1/$3}' | pair_median)"
    fi
  done
  rm -rf "$dir"
}

pair_file_header() { # title
  printf '\n%s (whole processes, A B A B, median of %s pairs; A/B = median of ours/peer per pair)\n' "$1" "${2:-5}"
  printf '| %-44s | %12s | %13s | %9s | %11s | %7s |\n' "command" "wall" "throughput" "peak RSS" "peak" "A/B"
  printf '|%s|%s|%s|%s|%s|%s|\n' "----------------------------------------------" "--------------" "---------------" \
    "-----------" "-------------" "---------"
}
