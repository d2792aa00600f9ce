#!/usr/bin/env bash
# Speed benchmark (not a test) on tcas-shaped programs: minimax alone, one or more
# tracer binaries side by side (e.g. an old main built elsewhere and this one), best of
# RUNS (default 2) runs each, alternating binaries so that load falls on all alike.
# Prints TSV: program, binary, verdict, seconds (the tool's own time), nodes,
# solver checks, process_seconds (the whole process, as a user waits for it:
# loading, the front end and exit included, and `timeout`'s own start, ~1 ms;
# best of the runs, separately).
#   scripts/bench_tcas.sh [--tracer-dir DIR] [BINARY ...]   (default: this checkout's)
# DIR: TRACER's inlined tcas programs (tcas_*_inlined.c from the tracer-x/TRACER
# repository, src/interpreter/tests/SAFETY/MACRO/tcas/inlined/), run unmodified with
# --uninit-globals inputs (TRACER's reading of its uninitialised globals). Without it,
# only tests/programs/c/tcas_*.c.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tracer_dir=""
if [ "${1:-}" = "--tracer-dir" ]; then
  tracer_dir="$2"
  shift 2
fi
bins=("$@")
if [ ${#bins[@]} -eq 0 ]; then
  "$root/scripts/setup-z3.sh" >/dev/null
  cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin tracer
  bins=("$root/target/release/tracer")
fi
progs=("$root"/tests/programs/c/tcas_*.c)
if [ -n "$tracer_dir" ]; then
  progs+=("$tracer_dir"/tcas_*_inlined.c)
fi
printf 'program\tbinary\tverdict\tseconds\tnodes\tsolver_checks\tprocess_seconds\n'
for p in "${progs[@]}"; do
  extra=()
  case "$p" in "$tracer_dir"/*) [ -n "$tracer_dir" ] && extra=(--uninit-globals inputs) ;; esac
  for b in "${bins[@]}"; do
    best=""
    process=""
    for _ in $(seq "${RUNS:-2}"); do
      t0=$EPOCHREALTIME
      json=$(timeout "${TIMEOUT:-120}" "$b" check "$p" --engine minimax --json "${extra[@]}" 2>/dev/null || true)
      t1=$EPOCHREALTIME
      elapsed=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", b - a }')
      if [ -z "$process" ] || awk -v a="$elapsed" -v b="$process" 'BEGIN { exit !(a < b) }'; then
        process="$elapsed"
      fi
      row=$(python3 - "$json" <<'PY'
import json, sys
try:
    r = json.loads(sys.argv[1])
except ValueError:
    print("ERROR\t-\t-\t-")
    sys.exit()
s = r["statistics"]
print(f"{r['verdict']}\t{r['wall_seconds']:.4f}\t{s['nodes']}\t{s['solver_checks']}")
PY
)
      secs=$(cut -f2 <<<"$row")
      if [ -z "$best" ] || { [ "$secs" != "-" ] && awk -v a="$secs" -v b="$(cut -f2 <<<"$best")" 'BEGIN { exit !(a < b) }'; }; then
        best="$row"
      fi
    done
    printf '%s\t%s\t%s\t%s\n' "$(basename "$p")" "$b" "$best" "$process"
  done
done
